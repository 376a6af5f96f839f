/**
 * `npm test` step: the repository tests itself. No source, test, script or
 * CI file may refer to a file outside the checkout, since a fresh clone on
 * another machine would not have it. Scans the files git knows (tracked, and
 * new ones not ignored) ending in .ts .tsx .mjs .js .cjs .json .sh, and
 * everything under .ci/, comments included. Three rules:
 *
 * - climbs-out: a quoted relative path ("../..", `new URL("../x",
 *   import.meta.url)`, `path.join(__dirname, "..", "..")`) that, resolved
 *   from the file's own directory, lands outside the repository;
 * - outside-shared: "../shared" anywhere (also in `path.join(root,
 *   "../shared")` or a shell command) unless, resolved from the file's
 *   directory, it names a directory of the repository (packages/shared);
 * - shared-corpus: the project's page corpus, which lives next to the
 *   checkout ("shared/corpus"); tests use test/fixtures/ instead;
 * - machine-path: an absolute path into a home, work or data directory
 *   (/work/, /root/, /home/, /Users/, /mnt/, /srv/, /data/). System paths
 *   (/usr, /etc, /var, /tmp, /dev, /proc, /bin …) are not repository escapes:
 *   .ci/run, for one, uses /usr/bin/chromium, /etc/postgresql and
 *   /usr/lib/postgresql, which a CI machine provides.
 *
 *   node scripts/check-self-contained.mjs [--root <dir>]
 *
 * Prints one line per reference (file:line: rule: text) and exits 1 if any.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const EXTENSIONS = [".ts", ".tsx", ".mjs", ".js", ".cjs", ".json", ".sh"];

/** Allowed references: which files, which rules, which text, and why. */
const EXCEPTIONS = [
  {
    files: /^bench\/results\.json$/,
    rules: ["outside-shared", "shared-corpus"],
    text: /shared\/corpus/,
    reason: "the benchmarks' written results record which corpus a run measured; nothing reads the path back",
  },
  {
    files: /^bench\//,
    rules: ["climbs-out", "outside-shared", "shared-corpus"],
    text: /shared\/corpus/,
    requires: "test/fixtures",
    reason:
      "benchmarks measure the full 60-page corpus when ../shared/corpus exists next to the checkout, and fall back to test/fixtures otherwise",
  },
  {
    files: /^scripts\/lighthouse-corpus\./,
    rules: ["climbs-out", "outside-shared", "shared-corpus"],
    text: /shared\/corpus/,
    requires: "test/fixtures",
    reason:
      "`npm run lighthouse:corpus` uses the full corpus when it exists, and falls back to test/fixtures",
  },
  {
    files: /^scripts\/check-self-contained\.(mjs|test\.ts)$/,
    rules: ["climbs-out", "outside-shared", "shared-corpus", "machine-path"],
    text: /./,
    reason: "the rule's own source and test spell out what it forbids",
  },
];

const MACHINE_PATH = /(?<![\w.:/\\-])\/(?:work|root|home|Users|mnt|srv|data)\/[^\s"'`)]*/g;
const DOT_DOT_SHARED = /(?:\.\.\/)+shared(?![\w-])[^\s"'`$)]*/g;
const SHARED_CORPUS = /[^\s"'`(]*shared\/corpus[^\s"'`)]*/g;
const RELATIVE_PATH = /["'`]((?:\.\.?\/)+[^\s"'`$]*|\.\.)(?=["'`])/g;
const DIRNAME_JOIN = /(?:__dirname|import\.meta\.dirname)((?:\s*,\s*["']\.\.(?:\/\.\.)*\/?["'])+)/g;

/** Lists the files to scan, relative to `root`. */
function filesToScan(root) {
  const out = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split("\0").filter(Boolean))]
    .filter((file) => file.startsWith(".ci/") || EXTENSIONS.some((ext) => file.endsWith(ext)))
    .sort();
}

/** Whether `target` (absolute) is the repository root or inside it. */
function inside(root, target) {
  const relative = path.relative(root, target);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

/** The references outside the repository on one line of `file`. */
function referencesOnLine(root, file, line) {
  const found = [];
  const dir = path.join(root, path.dirname(file));
  for (const [, relative] of line.matchAll(RELATIVE_PATH))
    if (!inside(root, path.resolve(dir, relative))) found.push({ rule: "climbs-out", text: relative });
  for (const [text, args] of line.matchAll(DIRNAME_JOIN)) {
    const parts = args.match(/\.\.(?:\/\.\.)*/g).join("/");
    if (!inside(root, path.resolve(dir, parts))) found.push({ rule: "climbs-out", text });
  }
  for (const [text] of line.matchAll(DOT_DOT_SHARED)) {
    // The "shared" directory it names, e.g. packages/shared from packages/engine.
    const shared = path.resolve(dir, text.slice(0, text.indexOf("shared") + "shared".length));
    if (!inside(root, shared) || !existsSync(shared)) found.push({ rule: "outside-shared", text });
  }
  // Only on lines that name it: the pattern's leading run backtracks from every position of a line
  // without whitespace (the generated word lists' 90,000-character lines took 74 s of each run).
  if (line.includes("shared/corpus"))
    for (const [text] of line.matchAll(SHARED_CORPUS)) found.push({ rule: "shared-corpus", text });
  for (const [text] of line.matchAll(MACHINE_PATH)) found.push({ rule: "machine-path", text });
  return found;
}

/** Every reference outside the repository in `root`, as { file, line, rule, text }. */
export function findReferencesOutside(root) {
  const references = [];
  for (const file of filesToScan(root)) {
    let content;
    try {
      content = readFileSync(path.join(root, file), "utf8");
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    const lines = content.split("\n");
    const fileReferences = [];
    lines.forEach((line, index) => {
      for (const reference of referencesOnLine(root, file, line))
        fileReferences.push({ file, line: index + 1, ...reference });
    });
    for (const reference of fileReferences) {
      const exception = EXCEPTIONS.find(
        (e) => e.files.test(file) && e.rules.includes(reference.rule) && e.text.test(reference.text),
      );
      if (!exception) references.push(reference);
      else if (exception.requires && !content.includes(exception.requires))
        references.push({ ...reference, rule: `${reference.rule} without a ${exception.requires} fallback` });
    }
  }
  return references;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const rootArg = process.argv.indexOf("--root");
  const root = path.resolve(
    rootArg >= 0 ? process.argv[rootArg + 1] : path.join(path.dirname(fileURLToPath(import.meta.url)), ".."),
  );
  const references = findReferencesOutside(root);
  for (const r of references) console.log(`${r.file}:${r.line}: ${r.rule}: ${r.text}`);
  if (references.length > 0) {
    console.log(
      `${references.length} reference(s) outside the repository. Tests read test/fixtures/ (test/fixtures/index.ts); see scripts/check-self-contained.mjs for the rules and allowed exceptions.`,
    );
    process.exit(1);
  }
  console.log(`${filesToScan(root).length} files checked: no reference outside the repository.`);
}
