#!/usr/bin/env node
/**
 * Refreshes the AI crawler list the engine reads (a maintainer's step, run by hand):
 * downloads robots.json of the ai.robots.txt project (MIT) from its raw URL and writes it
 * unchanged to packages/engine/src/page/rules/ai-robots/robots.json. Review the diff and
 * run the engine's tests; new agents are sorted into kinds by ai-agents.ts.
 *
 *   node scripts/update-ai-robots.mjs
 */
import { writeFileSync } from "node:fs";

const SOURCE = "https://raw.githubusercontent.com/ai-robots-txt/ai.robots.txt/main/robots.json";
const TARGET = new URL("../packages/engine/src/page/rules/ai-robots/robots.json", import.meta.url);

const response = await fetch(SOURCE);
if (!response.ok) {
  console.error(`Could not download ${SOURCE}: HTTP ${response.status}`);
  process.exit(1);
}
const text = await response.text();
const agents = JSON.parse(text);
if (typeof agents !== "object" || agents === null || Object.keys(agents).length < 10) {
  console.error("The downloaded file is not the expected object of agents; nothing written.");
  process.exit(1);
}
writeFileSync(TARGET, text.endsWith("\n") ? text : `${text}\n`);
console.log(`Wrote ${Object.keys(agents).length} agents to ${TARGET.pathname}.`);
console.log("Update the commit named in packages/engine/src/page/rules/ai-robots/LICENSE.");
