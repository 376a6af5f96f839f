/**
 * `npm run lighthouse`: Lighthouse 12 on the public pages, served by the real
 * RankLens server, in Debian's Chromium, mobile and desktop. Prints a table of
 * the four category scores and exits 1 when a page misses the budgets of
 * DESIGN.md (Performance ≥ 95, Accessibility ≥ 95, Best Practices ≥ 95, SEO 100).
 *
 *   npm run lighthouse                 # /, /blog and the newest article
 *   npm run lighthouse -- /about /help # other pages
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { CHROMIUM_FLAGS } from "../e2e/support/browser";
import { type RunningServer, startServer } from "../e2e/support/server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Lowest acceptable score per category, 0–100. */
export const BUDGETS = { performance: 95, accessibility: 95, "best-practices": 95, seo: 100 } as const;
type Category = keyof typeof BUDGETS;
const CATEGORIES = Object.keys(BUDGETS) as Category[];

function defaultPages(): string[] {
  const articles = readdirSync(path.join(root, "apps/web/content/blog"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.slice(0, -3))
    .sort();
  return ["/", "/blog", `/blog/${articles[0]}`];
}

interface Row {
  page: string;
  preset: "mobile" | "desktop";
  scores: Record<Category, number>;
  failing: string[];
}

async function audit(
  url: string,
  port: number,
  preset: Row["preset"],
): Promise<Omit<Row, "page" | "preset">> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES },
    preset === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = {} as Record<Category, number>;
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = Math.round((category?.score ?? 0) * 100);
    for (const ref of category?.auditRefs ?? []) {
      const audited = lhr.audits[ref.id];
      if (ref.weight > 0 && audited && audited.score !== null && audited.score < 0.9) {
        failing.push(
          `${id}/${ref.id} (${Math.round(audited.score * 100)}${audited.displayValue ? `, ${audited.displayValue}` : ""})`,
        );
      }
    }
  }
  return { scores, failing };
}

function printTable(rows: Row[]): void {
  const header = ["Page", "Preset", "Performance", "Accessibility", "Best Practices", "SEO"];
  const lines = rows.map((r) => [r.page, r.preset, ...CATEGORIES.map((c) => String(r.scores[c]))]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<number> {
  const pages = process.argv.slice(2).filter((a) => a.startsWith("/"));
  const targets = pages.length > 0 ? pages : defaultPages();
  const build = spawnSync(process.execPath, [path.join(root, "scripts/web-build.mjs")], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("web build failed");

  let server: RunningServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    server = await startServer();
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: CHROMIUM_FLAGS,
    });
    const rows: Row[] = [];
    for (const page of targets) {
      for (const preset of ["mobile", "desktop"] as const) {
        rows.push({ page, preset, ...(await audit(`${server.url}${page}`, chrome.port, preset)) });
      }
    }
    printTable(rows);
    const misses = rows.flatMap((r) =>
      CATEGORIES.filter((c) => r.scores[c] < BUDGETS[c]).map(
        (c) => `${r.page} (${r.preset}): ${c} ${r.scores[c]} < ${BUDGETS[c]}`,
      ),
    );
    const weak = rows.flatMap((r) => r.failing.map((f) => `${r.page} (${r.preset}): ${f}`));
    if (weak.length > 0) console.log(`\nAudits below 90:\n  ${[...new Set(weak)].join("\n  ")}`);
    if (misses.length > 0) {
      console.error(`\nBudget missed:\n  ${misses.join("\n  ")}`);
      return 1;
    }
    console.log(
      "\nAll pages within budget (Performance ≥ 95, Accessibility ≥ 95, Best Practices ≥ 95, SEO 100).",
    );
    return 0;
  } finally {
    await chrome?.kill();
    await server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
