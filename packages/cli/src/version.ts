import { readFileSync } from "node:fs";

/** The CLI's version, from its package.json (read once; there is no build step to inline it). */
export const CLI_VERSION: string = JSON.parse(
  readFileSync(new URL("../package.json", import.meta.url), "utf8"),
).version;
