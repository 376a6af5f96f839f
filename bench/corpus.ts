/**
 * The pages the engine benchmark reads: the full 60-page corpus when it sits
 * next to the checkout (../shared/corpus/pages), otherwise the pages vendored
 * in test/fixtures/corpus/pages, so `npm run bench` runs on any clone. Figures
 * from the two are not comparable; the benchmark prints which one it used.
 *
 * Also documentation pages (issue 32): large indexes and API references, on
 * which the engine fell much further behind the tokenizer than on the news and
 * blog pages of the corpus. Bench only: tests never read them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { fixtureUrl } from "../test/fixtures";
import { ensureDebianDocs, LIBSTDCXX_DOCS_SITE, POSTGRES_DOCS } from "./site-audit/docs-site";

const FULL_CORPUS = new URL("../../shared/corpus/pages/", import.meta.url);

export interface BenchCorpus {
  /** Where the pages came from, relative to the repository root. */
  source: string;
  /** Each page's HTML and its size on disk (what a response body's size would be). */
  pages: { name: string; html: string; bytes: number }[];
  bytes: number;
}

export function loadBenchCorpus(): BenchCorpus {
  const full = existsSync(FULL_CORPUS);
  const dir = full ? FULL_CORPUS : fixtureUrl("corpus/pages/");
  const pages = readdirSync(dir)
    .filter((f) => f.endsWith(".html"))
    .sort()
    .map((name) => {
      const bytes = readFileSync(new URL(name, dir));
      return { name, html: bytes.toString("utf8"), bytes: bytes.length };
    });
  return corpusOf(full ? "../shared/corpus/pages" : "test/fixtures/corpus/pages", pages);
}

function corpusOf(source: string, pages: BenchCorpus["pages"]): BenchCorpus {
  return { source, pages, bytes: pages.reduce((sum, p) => sum + p.bytes, 0) };
}

export function describeCorpus(corpus: BenchCorpus): string {
  return `${corpus.source} (${corpus.pages.length} pages, ${corpus.bytes.toLocaleString("en-US")} bytes)`;
}

/** Where Debian's git-doc puts the HTML manual pages. */
const GIT_DOCS = "/usr/share/doc/git-doc";

/** The `count` largest .html files of `dir` (not its subdirectories), by size then name, so the set is stable. */
function largestPages(dir: string, label: string, count: number): BenchCorpus["pages"] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".html"))
    .map((f) => ({ f, size: statSync(`${dir}/${f}`).size }))
    .sort((a, b) => b.size - a.size || (a.f < b.f ? -1 : a.f > b.f ? 1 : 0))
    .slice(0, count)
    .map(({ f }) => {
      const bytes = readFileSync(`${dir}/${f}`);
      return { name: `${label}/${f}`, html: bytes.toString("utf8"), bytes: bytes.length };
    });
}

/**
 * The documentation pages: the 30 largest HTML pages of Debian's postgresql-doc-15 and the 30
 * largest of git-doc, each package installed with apt-get when missing. Two generators (DocBook,
 * AsciiDoc), so that no one generator's markup decides the figure.
 */
export function loadDocsCorpus(): BenchCorpus {
  ensureDebianDocs(POSTGRES_DOCS, "postgresql-doc-15");
  ensureDebianDocs(GIT_DOCS, "git-doc");
  const pages = [
    ...largestPages(POSTGRES_DOCS, "postgresql-doc-15", 30),
    ...largestPages(GIT_DOCS, "git-doc", 30),
  ];
  return corpusOf(`the 30 largest pages of ${POSTGRES_DOCS} and of ${GIT_DOCS}`, pages);
}

/** Where libstdc++-12-doc puts Doxygen's API reference. */
const LIBSTDCXX_API = `${LIBSTDCXX_DOCS_SITE.dir}/user`;

/**
 * API reference pages: the 30 largest of libstdc++-12-doc's Doxygen reference (namespace and class
 * references, annotated sources: 20.7 MB, thousands of links a page, a fifth of the HTML visible
 * text), installed with apt-get when missing. The pages the issue named as where the engine falls
 * behind; the prose pages of {@link loadDocsCorpus} are where it does (ADR 045).
 */
export function loadApiDocsCorpus(): BenchCorpus {
  ensureDebianDocs(LIBSTDCXX_API, LIBSTDCXX_DOCS_SITE.package);
  const pages = largestPages(LIBSTDCXX_API, LIBSTDCXX_DOCS_SITE.package, 30);
  return corpusOf(`the 30 largest pages of ${LIBSTDCXX_API}`, pages);
}
