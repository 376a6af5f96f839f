// Candidate: the Chromium shipped inside @sparticuz/chromium (brotli-packed, built for AWS Lambda),
// driven by the repo's playwright-core. ADR 041.
// Install: see README (run.mjs does it): npm install @sparticuz/chromium@153.0.0
// executablePath() decompresses Chromium, its fonts and SwiftShader into os.tmpdir() on first use
// (/tmp/chromium, /tmp/fonts); the Amazon Linux shared libraries only when it detects Lambda, so
// elsewhere the binary needs the host's libnss3, libatk and friends (run.mjs lists what ldd misses).
import { chromium } from "playwright-core";
import { renderReport } from "./chromium-print.mjs";
import { load, measure } from "./harness.mjs";

const Sparticuz = (await load("sparticuz-chromium", "@sparticuz/chromium")).default;
let browser;
let context;

await measure("sparticuz-chromium", {
  start: async () => {
    const executablePath = await Sparticuz.executablePath();
    browser = await chromium.launch({ executablePath, args: Sparticuz.args });
    context = await browser.newContext();
  },
  render: (report, paper) => renderReport(context, report, paper),
  close: () => browser.close(),
});
