/**
 * Pages built to be pathological, at the crawl's size cap (5 MB): how long the engine takes on
 * each and whether it finishes inside the crawl process's heap (CRAWL_NODE_FLAGS), each in a fresh
 * process with those flags. A site can serve any of them; before the engine bounded its work
 * (2026-11-30), the first of them killed `ranklens crawl` with a full heap. Budget: every page
 * analysed, in at most 5 s; peak RSS reported against the crawl process's 400 MB.
 *
 *   npx tsx bench/hostile-pages.ts      → the figures, then them as JSON on the last line
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { CRAWL_NODE_FLAGS } from "../packages/cli/src/commands/operator";
import { analyzeHtmlSync } from "../packages/engine/src/index";

/** The crawl's page size cap (DESIGN.md "Security and reliability"), less room for the markup around. */
const BYTES = 5 * 1024 * 1024 - 300;

const HEAD = '<!doctype html><html lang="en"><head><title>Hostile</title></head><body>';

/** `count` distinct short words: w0, w1, … in base 36. */
function distinctWords(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `w${i.toString(36)}`);
}

/** A deterministic shuffle (a linear congruential generator): the same page on every run. */
function shuffled<T>(items: T[]): T[] {
  let seed = 1;
  for (let i = items.length - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const j = seed % (i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Words of about 5 bytes with their space, filling the page. */
const WORDS = Math.floor(BYTES / 6);

/** Each kind of page: what it is built to make expensive. */
export const HOSTILE_PAGES: Record<string, () => string> = {
  "distinct words (a vocabulary of 900,000)": () => `${HEAD}<p>${distinctWords(WORDS).join(" ")}`,
  "each word twice": () =>
    `${HEAD}<p>${distinctWords(WORDS / 2)
      .map((w) => `${w} ${w}`)
      .join(" ")}`,
  "each word three times, shuffled (every phrase ties)": () => {
    const words = distinctWords(WORDS / 3);
    return `${HEAD}<p>${shuffled([...words, ...words, ...words]).join(" ")}`;
  },
  "a million nested <div>s": () => `${HEAD}${"<div>".repeat(BYTES / 5)}`,
  "a table of 175,000 rows": () =>
    `${HEAD}<table>${"<tr><td>a</td><td>b</td></tr>".repeat(BYTES / 30)}</table>`,
  "440,000 sibling <div>s": () => `${HEAD}${"<div>x</div>".repeat(BYTES / 12)}`,
  "300,000 links": () => `${HEAD}${'<a href="/p?q=1">w</a>'.repeat(BYTES / 22)}`,
};

export interface HostilePageFigure {
  page: string;
  bytes: number;
  /** Whether the analysis finished (not killed by a full heap). */
  analysed: boolean;
  seconds: number | null;
  peakRssMB: number | null;
  error: string | null;
}

export interface HostilePagesFigures {
  name: "hostile-pages";
  flags: string[];
  pages: HostilePageFigure[];
  budgetSeconds: number;
  rssBudgetMB: number;
  withinBudget: boolean;
}

const BUDGET_SECONDS = 5;
const RSS_BUDGET_MB = 400;

/** Analyses each hostile page in a fresh process with the crawl's Node flags. */
export function runHostilePagesBench(): HostilePagesFigures {
  const pages: HostilePageFigure[] = [];
  for (const page of Object.keys(HOSTILE_PAGES)) {
    const child = spawnSync(
      process.execPath,
      [...CRAWL_NODE_FLAGS, "--import", import.meta.resolve("tsx"), fileURLToPath(import.meta.url)],
      { env: { ...process.env, HOSTILE_PAGE: page }, encoding: "utf8", maxBuffer: 1 << 24 },
    );
    const last = child.stdout.trim().split("\n").at(-1) ?? "";
    if (child.status === 0 && last.startsWith("{")) pages.push(JSON.parse(last) as HostilePageFigure);
    else {
      const reason = /FATAL ERROR: [^\n]*/.exec(child.stderr)?.[0] ?? `exit ${child.status ?? child.signal}`;
      pages.push({ page, bytes: 0, analysed: false, seconds: null, peakRssMB: null, error: reason });
    }
  }
  return {
    name: "hostile-pages",
    flags: CRAWL_NODE_FLAGS,
    pages,
    budgetSeconds: BUDGET_SECONDS,
    rssBudgetMB: RSS_BUDGET_MB,
    withinBudget: pages.every((p) => p.analysed && p.seconds !== null && p.seconds <= BUDGET_SECONDS),
  };
}

/** One page's analysis in this process: its time and the process's peak RSS. */
function analyseOne(page: string): HostilePageFigure {
  const html = HOSTILE_PAGES[page]!();
  const start = performance.now();
  analyzeHtmlSync(html, { url: "https://hostile.example/page", bytes: html.length });
  const seconds = Math.round((performance.now() - start) / 100) / 10;
  const peakRssMB = Math.round(process.resourceUsage().maxRSS / 1024);
  return { page, bytes: html.length, analysed: true, seconds, peakRssMB, error: null };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const page = process.env.HOSTILE_PAGE;
  if (page) console.log(JSON.stringify(analyseOne(page)));
  else {
    const figures = runHostilePagesBench();
    for (const p of figures.pages)
      console.log(
        `${p.page}: ${p.analysed ? `${p.seconds} s, peak RSS ${p.peakRssMB} MB` : `not analysed (${p.error})`}`,
      );
    console.log(JSON.stringify(figures));
  }
}
