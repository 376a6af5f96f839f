/**
 * `npm test`: every check the project has, in one run, ending with the line
 * `N passed, N failed` (CI reads it). Steps: lint and format (Biome), no file
 * referring outside the repository (scripts/check-self-contained.mjs), import
 * boundaries (dependency-cruiser), types (tsc per workspace), unit and
 * integration tests (Vitest; on PostgreSQL too when TEST_DATABASE_URL is set),
 * and browser tests in Chromium (e2e/). A static step counts as one test.
 *
 * Options: --no-e2e, --with-load (adds `npm run test:load`: load and fault
 * tests, about 3 minutes; CI runs them), --only=<lint|self-contained|boundaries|types|unit|e2e|load|isolated>.
 * Under CI=true the security suite also runs in a loopback-only network namespace.
 * Browser tests need /usr/bin/chromium (`apt-get install chromium`); without
 * it they fail under CI=true and are reported as skipped otherwise.
 */
import "./require-node.mjs";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureWebBuild } from "./web-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith("--only="))?.slice(7);
const wants = (step) => {
  if (only) return only === step;
  if (step === "e2e") return !args.includes("--no-e2e");
  if (step === "load") return args.includes("--with-load");
  return true;
};
const reportDir = path.join(root, ".tmp/test-reports");
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
/** What failed, by name, for the end of the output: a CI log is often read from its tail only. */
const failures = [];

function run(cmd, cmdArgs) {
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: "inherit" });
  return result.status === 0;
}

function staticStep(name, cmd, cmdArgs) {
  console.log(`\n▶ ${name}`);
  const ok = run(cmd, cmdArgs);
  totals[ok ? "passed" : "failed"] += 1;
  summary.push(`${ok ? "✔" : "✘"} ${name}`);
}

function vitestStep(name, configArgs, { wrap } = {}) {
  console.log(`\n▶ ${name}`);
  const out = path.join(reportDir, `${name.replace(/\W+/g, "-")}.json`);
  const command = [
    "npx",
    "vitest",
    "run",
    ...configArgs,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ];
  const [cmd, ...cmdArgs] = wrap ? wrap(command) : command;
  const ok = run(cmd, cmdArgs);
  if (!existsSync(out)) {
    totals.failed += 1;
    summary.push(`✘ ${name}: the runner did not report (crashed?)`);
    return;
  }
  const report = JSON.parse(readFileSync(out, "utf8"));
  // A file that fails to load has no tests but is a failure all the same.
  const brokenFiles = report.testResults.filter(
    (f) => f.status === "failed" && f.assertionResults.length === 0,
  ).length;
  const passed = report.numPassedTests;
  const failed =
    report.numFailedTests + brokenFiles + (ok || report.numFailedTests + brokenFiles > 0 ? 0 : 1);
  const skipped = report.numPendingTests + report.numTodoTests;
  failures.push(...failedTestsOf(name, report));
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  summary.push(
    `${failed === 0 ? "✔" : "✘"} ${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`,
  );
}

/** Each failed test (or file that failed to load) of a Vitest JSON report, with its error's first line. */
function failedTestsOf(step, report) {
  const firstLine = (messages) =>
    String(messages?.[0] ?? "")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes of Vitest's messages
      .replace(/\u001b\[[0-9;]*m/g, "")
      .split("\n")
      .find((line) => line.trim() !== "")
      ?.trim()
      .slice(0, 300) ?? "";
  const lines = [];
  for (const file of report.testResults) {
    const where = path.relative(root, file.name);
    if (file.status === "failed" && file.assertionResults.length === 0)
      lines.push(`${step}: ${where}: ${firstLine([file.message])}`);
    for (const test of file.assertionResults)
      if (test.status === "failed")
        lines.push(`${step}: ${where} > ${test.fullName}: ${firstLine(test.failureMessages)}`);
  }
  return lines;
}

if (wants("lint")) staticStep("lint and format (biome)", "npx", ["biome", "check", "."]);
if (wants("self-contained"))
  staticStep("self-contained (no reference outside the repository)", process.execPath, [
    "scripts/check-self-contained.mjs",
  ]);
if (wants("boundaries"))
  staticStep("import boundaries (dependency-cruiser)", "npx", [
    "depcruise",
    "apps",
    "packages",
    "--config",
    ".dependency-cruiser.cjs",
  ]);
if (wants("types")) staticStep("types (tsc, every workspace)", "npm", ["run", "typecheck", "--silent"]);
if (wants("unit")) vitestStep("unit and integration", []);
if (wants("e2e")) {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromium)) {
    const message = `browser tests: ${chromium} not found (apt-get install chromium)`;
    if (process.env.CI) {
      totals.failed += 1;
      summary.push(`✘ ${message}`);
    } else {
      totals.skipped += 1;
      summary.push(`- ${message}: skipped`);
    }
  } else {
    let built = true;
    try {
      ensureWebBuild();
    } catch (error) {
      built = false;
      totals.failed += 1;
      summary.push(`✘ web build: ${error.message}`);
    }
    if (built) vitestStep("browser (chromium)", ["--config", "e2e/vitest.config.ts"]);
  }
}

if (wants("load")) vitestStep("load and faults", ["--config", "load/vitest.config.ts"]);

// In CI (as root), the security suite runs once more inside a network namespace
// whose only interface is loopback: even a broken SSRF guard cannot reach out.
if (wants("isolated") && (process.env.CI || only === "isolated")) {
  const isolation = spawnSync("unshare", ["-n", "true"]);
  if (isolation.status === 0) {
    vitestStep("security suite, loopback-only network namespace", ["apps/server/test/security"], {
      wrap: (command) => [
        "unshare",
        "-n",
        "sh",
        "-c",
        'ip link set lo up && exec env -u TEST_DATABASE_URL RANKLENS_EXPECT_ISOLATED=1 "$@"',
        "sh",
        ...command,
      ],
    });
  } else {
    summary.push(
      "- security suite in a network namespace: unshare not permitted here (it ran un-isolated above)",
    );
  }
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ✘ ${line}`).join("\n")}`);
console.log(`\n${summary.join("\n")}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(totals.failed === 0 ? 0 : 1);
