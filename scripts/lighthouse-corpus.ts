/**
 * `npm run lighthouse:corpus`: Lighthouse's page-level SEO audits and our engine on the same
 * pages, and a table of every verdict where they differ.
 *
 * The corpus (`../shared/corpus/pages`, else `test/fixtures/corpus/pages`) is served from
 * 127.0.0.1 with `Content-Type: text/html; charset=utf-8` (the files are UTF-8 whatever they
 * declare) and no robots.txt. Lighthouse (the repository's pinned version, through its Node API,
 * in Debian's Chromium with the flags of this closed network) audits each page; our engine
 * analyses the same bytes at the same URL with the same headers.
 *
 * Lighthouse is CPU-heavy, so its results are cached under .tmp/lighthouse-corpus/, keyed by the
 * page's SHA-256, its URL and the Lighthouse version: a second run only re-runs our engine.
 *
 *   npm run lighthouse:corpus                       # every page
 *   npm run lighthouse:corpus -- --only bbc-1,wikia # some pages
 *   npm run lighthouse:corpus -- --details          # also the items behind each difference
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "../e2e/support/browser";
import { analyzeHtmlSync, type CheckResult } from "../packages/engine/src/index";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CACHE = path.join(root, ".tmp/lighthouse-corpus");
/** A fixed port: the URL is part of every verdict (canonical, link-text), and of the cache key. */
const PORT = Number(process.env.LH_CORPUS_PORT ?? 10_277);
const HEADERS = { "content-type": "text/html; charset=utf-8" };

/** The page-level audits of Lighthouse's SEO category that our engine reproduces. */
export const PARITY_AUDITS = [
  "is-crawlable",
  "document-title",
  "meta-description",
  "link-text",
  "crawlable-anchors",
  "image-alt",
  "hreflang",
  "canonical",
] as const;
type AuditId = (typeof PARITY_AUDITS)[number];
type Verdict = "pass" | "fail" | "n/a" | "error";

interface CachedAudit {
  verdict: Verdict;
  displayValue: string | null;
  explanation: string | null;
  items: unknown[];
}

interface CachedRun {
  lighthouseVersion: string;
  url: string;
  sha256: string;
  audits: Record<AuditId, CachedAudit>;
}

/** The corpus directory and a sentence saying which one it is. */
function corpusDir(): { dir: string; label: string } {
  const shared = path.resolve(root, "../shared/corpus/pages");
  if (existsSync(shared)) return { dir: shared, label: `../shared/corpus/pages (${shared})` };
  const fixtures = path.join(root, "test/fixtures/corpus/pages");
  if (existsSync(fixtures))
    return { dir: fixtures, label: "test/fixtures/corpus/pages (no shared corpus beside the repository)" };
  throw new Error("No corpus: neither ../shared/corpus/pages nor test/fixtures/corpus/pages exists.");
}

function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname.slice(1));
    const file = path.join(dir, name);
    if (name.endsWith(".html") && !name.includes("/") && existsSync(file)) {
      response.writeHead(200, HEADERS);
      response.end(readFileSync(file));
      return;
    }
    response.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
    response.end("Not found");
  });
  return new Promise((resolve, reject) => {
    server.once("error", (error) =>
      reject(new Error(`Port ${PORT} is busy (set LH_CORPUS_PORT): ${(error as Error).message}`)),
    );
    server.listen(PORT, "127.0.0.1", () => resolve(server));
  });
}

function lighthouseVerdict(audit: { score: number | null; scoreDisplayMode: string } | undefined): Verdict {
  if (!audit) return "error";
  if (audit.scoreDisplayMode === "error") return "error";
  if (audit.score === null || audit.scoreDisplayMode === "notApplicable") return "n/a";
  return audit.score >= 0.9 ? "pass" : "fail";
}

function engineVerdict(check: CheckResult | undefined): Verdict {
  if (!check || check.status === "error") return "error";
  if (check.status === "notApplicable") return "n/a";
  return check.score !== null && check.score >= 0.9 ? "pass" : "fail";
}

async function runLighthouse(url: string, port: number): Promise<Record<AuditId, CachedAudit>> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: ["seo"] },
    {
      extends: "lighthouse:default",
      settings: {
        // No throttling or emulation: the verdicts do not depend on speed, and the CPU is shared.
        throttlingMethod: "provided",
        formFactor: "desktop",
        screenEmulation: { disabled: true },
        disableFullPageScreenshot: true,
        maxWaitForLoad: 30_000,
      },
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = {} as Record<AuditId, CachedAudit>;
  for (const id of PARITY_AUDITS) {
    const audit = lhr.audits[id];
    const details = audit?.details as { items?: unknown[] } | undefined;
    audits[id] = {
      verdict: lighthouseVerdict(audit),
      displayValue: audit?.displayValue ?? null,
      explanation: audit?.explanation ?? audit?.errorMessage ?? null,
      items: details?.items ?? [],
    };
  }
  return audits;
}

function lighthouseVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8"));
  return manifest.version as string;
}

interface Difference {
  page: string;
  audit: AuditId;
  lighthouse: CachedAudit;
  engine: CheckResult | undefined;
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const onlyAt = args.indexOf("--only");
  const only = onlyAt === -1 ? null : new Set((args[onlyAt + 1] ?? "").split(","));
  const details = args.includes("--details");
  const { dir, label } = corpusDir();
  console.log(`Corpus: ${label}`);
  const pages = readdirSync(dir)
    .filter((f) => f.endsWith(".html") && (!only || only.has(f.slice(0, -5))))
    .sort();
  const version = lighthouseVersion();
  mkdirSync(CACHE, { recursive: true });

  const server = await serve(dir);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const differences: Difference[] = [];
  const agreed = Object.fromEntries(PARITY_AUDITS.map((id) => [id, 0])) as Record<AuditId, number>;
  let ran = 0;
  try {
    for (const page of pages) {
      const bytes = readFileSync(path.join(dir, page));
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      const url = `http://127.0.0.1:${PORT}/${page}`;
      const key = createHash("sha256").update(`${sha256} ${url} ${version}`).digest("hex").slice(0, 16);
      const cacheFile = path.join(CACHE, `${page.slice(0, -5)}-${key}.json`);
      let cached: CachedRun;
      if (existsSync(cacheFile)) {
        cached = JSON.parse(readFileSync(cacheFile, "utf8")) as CachedRun;
      } else {
        chrome ??= await chromeLauncher.launch({
          chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          chromeFlags: CHROMIUM_FLAGS,
        });
        process.stdout.write(`Lighthouse: ${page}…\n`);
        cached = { lighthouseVersion: version, url, sha256, audits: await runLighthouse(url, chrome.port) };
        writeFileSync(cacheFile, `${JSON.stringify(cached, null, 1)}\n`);
        ran++;
      }
      const report = analyzeHtmlSync(bytes.toString("utf8"), {
        url,
        headers: HEADERS,
        status: 200,
        bytes: bytes.length,
      });
      for (const audit of PARITY_AUDITS) {
        const engine = report.checks.find((c) => c.id === audit);
        if (engineVerdict(engine) === cached.audits[audit].verdict) agreed[audit]++;
        else differences.push({ page, audit, lighthouse: cached.audits[audit], engine });
      }
    }
  } finally {
    await chrome?.kill();
    server.close();
  }

  console.log(
    `\nLighthouse ${version}: ${ran} page(s) audited now, ${pages.length - ran} from .tmp/lighthouse-corpus.`,
  );
  console.log(`\nAgreement over ${pages.length} pages:\n`);
  printTable(
    ["Audit", "Same verdict", "Different"],
    PARITY_AUDITS.map((id) => [id, String(agreed[id]), String(pages.length - agreed[id])]),
  );
  if (differences.length === 0) {
    console.log("\nNo differences.");
    return 0;
  }
  console.log("\nDifferences:\n");
  printTable(
    ["Page", "Audit", "Lighthouse", "RankLens"],
    differences.map((d) => [
      d.page,
      d.audit,
      `${d.lighthouse.verdict}${d.lighthouse.displayValue ? ` (${d.lighthouse.displayValue})` : ""}`,
      `${engineVerdict(d.engine)}${d.engine?.displayValue ? ` (${d.engine.displayValue})` : ""}`,
    ]),
  );
  if (details) {
    for (const d of differences) {
      console.log(`\n## ${d.page} ${d.audit}`);
      console.log(`Lighthouse: ${d.lighthouse.explanation ?? ""}`);
      console.log(JSON.stringify(d.lighthouse.items, null, 1).slice(0, 3000));
      console.log(`RankLens: ${d.engine?.advice ?? ""}`);
      console.log(JSON.stringify(d.engine?.items ?? [], null, 1).slice(0, 3000));
    }
  }
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
