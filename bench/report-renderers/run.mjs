// Runs the report-renderer comparison of ADR 041, one candidate at a time (never in parallel: the
// timings share the machine's cores), and checks each PDF with poppler-utils. Not part of
// `npm run bench`, `npm test` or CI: run it by hand, see README.md.
//   node bench/report-renderers/run.mjs [candidate ...]
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BENCH_DIR, readReport } from "./harness.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
// Each candidate's packages, at exact versions, installed into BENCH_DIR/<name>, never the repo.
const INSTALLS = {
  fonts: ["@expo-google-fonts/inter@0.4.2"],
  "react-pdf": ["@react-pdf/renderer@4.9.0", "react@19.3.1"],
  typst: ["@myriaddreamin/typst-ts-node-compiler@0.7.0"],
  "sparticuz-chromium": ["@sparticuz/chromium@153.0.0"],
  "system-chromium": [],
};
const candidates = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["react-pdf", "typst", "sparticuz-chromium", "system-chromium"];

function install(name) {
  const dir = join(BENCH_DIR, name);
  if (INSTALLS[name].length === 0) return { installed: "nothing (repo's playwright-core)", size: "0" };
  if (!existsSync(join(dir, "node_modules"))) {
    mkdirSync(dir, { recursive: true });
    execFileSync("npm", ["init", "-y"], { cwd: dir, stdio: "ignore" });
    execFileSync("npm", ["install", "--no-audit", "--no-fund", ...INSTALLS[name]], {
      cwd: dir,
      stdio: "inherit",
    });
  }
  const size = execFileSync("du", ["-sh", join(dir, "node_modules")], { encoding: "utf8" }).split("\t")[0];
  return { installed: INSTALLS[name].join(" "), size };
}

/** Resident memory of a process and all its descendants (Chromium is several processes), in MB. */
function treeRssMb(root) {
  const children = new Map();
  const rss = new Map();
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const ppid = status.match(/^PPid:\s+(\d+)/m)?.[1];
      rss.set(pid, Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0));
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [String(root)];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return Math.round(total / 1024);
}

function runCandidate(name) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(HERE, `${name}.mjs`)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRssMb(child.pid));
    }, 50);
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.on("exit", (code) => {
      clearInterval(timer);
      if (code !== 0) return reject(new Error(`${name} exited ${code}`));
      resolve({ ...JSON.parse(out.trim().split("\n").pop()), peakTreeRssMb: peak });
    });
  });
}

/** What survives in the PDF: the text (names, rows, page numbers, TOC) and whether any image is raster. */
export function check(name, report) {
  const dir = join(BENCH_DIR, "out", name);
  const pdf = join(dir, "report-a4.pdf");
  const info = execFileSync("pdfinfo", [pdf], { encoding: "utf8" });
  const pages = Number(info.match(/Pages:\s+(\d+)/)[1]);
  const letterInfo = execFileSync("pdfinfo", [join(dir, "report-letter.pdf")], { encoding: "utf8" });
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", pdf, "-"], {
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  const pageTexts = text.split("\f");
  const ids = new Set(text.match(/R\d{4}/g));
  const rowsFound = report.rows.filter((r) => ids.has(r.id)).length;
  const namesFound = report.names.filter((n) => text.includes(n)).length;
  const numbered = pageTexts.slice(1, pages).filter((t, i) => t.includes(`Page ${i + 2} of ${pages}`)).length;
  // The TOC page lists each heading with a number (read in layout mode: Chromium's text order puts
  // the numbers after all the titles otherwise); the heading must be on that page.
  const tocPage = pageTexts.findIndex((t) => t.includes("Contents")) + 1;
  const tocText = execFileSync("pdftotext", ["-layout", "-f", `${tocPage}`, "-l", `${tocPage}`, pdf, "-"], {
    encoding: "utf8",
  });
  const tocRight = report.sections.filter((s) => {
    const number = tocText.match(new RegExp(`${s.heading}[ .\\u2060]*(\\d+)`))?.[1];
    return number && pageTexts[Number(number) - 1]?.includes(s.heading);
  }).length;
  const images =
    execFileSync("pdfimages", ["-list", pdf], { encoding: "utf8" }).trim().split("\n").length - 2;
  const tablePage = pageTexts.findIndex((t) => t.includes("R0500")) + 1;
  execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", pdf, join(dir, "page")]);
  execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "3", "-l", "3", pdf, join(dir, "page")]);
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    "60",
    "-f",
    String(tablePage),
    "-l",
    String(tablePage),
    pdf,
    join(dir, "page"),
  ]);
  return {
    pages,
    letterSize: letterInfo.match(/Page size:\s+(.*)/)[1],
    letterPages: Number(letterInfo.match(/Pages:\s+(\d+)/)[1]),
    rowsFound,
    namesFound: `${namesFound}/${report.names.length}`,
    pagesNumbered: `${numbered}/${pages - 1}`,
    tocRight: `${tocRight}/${report.sections.length}`,
    rasterImages: images,
    tablePage,
  };
}

if (import.meta.main) await main();

async function main() {
  install("fonts");
  const report = readReport();
  const results = [];
  for (const name of candidates) {
    const installed = install(name);
    try {
      const run = await runCandidate(name);
      results.push({ ...installed, ...run, ...check(name, report) });
    } catch (error) {
      results.push({ candidate: name, ...installed, error: String(error.message) });
    }
    console.log(JSON.stringify(results.at(-1)));
  }
  writeFileSync(join(BENCH_DIR, "results.json"), JSON.stringify(results, null, 2));
  console.log(`wrote ${join(BENCH_DIR, "results.json")}; PNG pages under ${join(BENCH_DIR, "out")}`);
}
