// Candidate: the operator's own Chromium (CHROMIUM_PATH, default /usr/bin/chromium) driven by the
// repo's playwright-core (a devDependency already). Nothing to install. ADR 041.
import { chromium } from "playwright-core";
import { renderReport } from "./chromium-print.mjs";
import { measure } from "./harness.mjs";

let browser;
let context;

await measure("system-chromium", {
  start: async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
    context = await browser.newContext();
  },
  render: (report, paper) => renderReport(context, report, paper),
  close: () => browser.close(),
});
