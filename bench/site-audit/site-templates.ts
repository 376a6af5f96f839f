/**
 * The page templates of the generated benchmark site, made from real pages: for each source page,
 * its language, the class names of its `<body>`, `<header>`, `<nav>`, `<main>` and `<footer>`
 * (the skeleton a generated page copies), the short link labels of its navigation (the generated
 * nav's labels) and the words of its paragraphs (the generated body text is drawn from them).
 * Scripts, styles and every outside URL are dropped: a generated page links only to its own site.
 */
import { readFileSync } from "node:fs";
import { Parser } from "htmlparser2";
import { fixtureUrl } from "../../test/fixtures";

export interface SiteTemplate {
  name: string;
  lang: string;
  classes: { body: string; header: string; nav: string; main: string; footer: string };
  navLabels: string[];
  /** The paragraphs' words in reading order (the generator takes windows of them). */
  words: string[];
  /** Distinct words of 3+ letters (the generator's replacements). */
  vocabulary: string[];
}

/**
 * English pages vendored in test/fixtures (the same bytes as ../shared/corpus): the unit test
 * and the benchmark build the same site from them, on any clone.
 */
export const TEMPLATE_PAGES = ["bbc-1.html", "mozilla-2.html", "daringfireball-1.html", "001.html"];

export function loadSiteTemplates(names: string[] = TEMPLATE_PAGES): SiteTemplate[] {
  return names.map((name) =>
    templateFromHtml(name, readFileSync(fixtureUrl(`corpus/pages/${name}`), "utf8")),
  );
}

const SKELETON = ["body", "header", "nav", "main", "footer"] as const;
const NAV_CONTAINERS = new Set(["nav", "header", "footer"]);

export function templateFromHtml(name: string, html: string): SiteTemplate {
  const classes = { body: "", header: "", nav: "", main: "", footer: "" };
  let lang = "en";
  const navLabels: string[] = [];
  const paragraphs: string[] = [];
  const open: string[] = [];
  let skip = 0; // inside script/style/noscript/template
  let navDepth = 0;
  let paragraph: string[] | null = null;
  let link: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        open.push(tag);
        if (tag === "script" || tag === "style" || tag === "noscript" || tag === "template") skip++;
        if (tag === "html" && attrs.lang) lang = attrs.lang.toLowerCase();
        const slot = SKELETON.find((t) => t === tag);
        if (slot && !classes[slot] && attrs.class) classes[slot] = cleanClass(attrs.class);
        if (NAV_CONTAINERS.has(tag)) navDepth++;
        if (tag === "p") paragraph = [];
        if (tag === "a" && navDepth > 0) link = [];
      },
      ontext(text) {
        if (skip > 0) return;
        paragraph?.push(text);
        link?.push(text);
      },
      onclosetag(tag) {
        open.pop();
        if (tag === "script" || tag === "style" || tag === "noscript" || tag === "template") skip--;
        if (NAV_CONTAINERS.has(tag)) navDepth--;
        if (tag === "p" && paragraph) {
          paragraphs.push(paragraph.join(""));
          paragraph = null;
        }
        if (tag === "a" && link) {
          const label = link.join("").replace(/\s+/g, " ").trim();
          if (label && label.length <= 30 && /^[\p{L}\d ,'&-]+$/u.test(label)) navLabels.push(label);
          link = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  const words = paragraphs
    .join(" ")
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\d'’.,;:-]/gu, ""))
    .filter((w) => /\p{L}/u.test(w));
  const vocabulary = [...new Set(words.map((w) => w.replace(/[^\p{L}]/gu, "").toLowerCase()))]
    .filter((w) => w.length >= 3)
    .sort();
  if (words.length < 100 || vocabulary.length < 50)
    throw new Error(`${name}: too little paragraph text for a template`);
  return {
    name,
    lang: lang.slice(0, 2),
    classes,
    navLabels: [...new Set(navLabels)].slice(0, 40),
    words,
    vocabulary,
  };
}

/** Class attributes keep plain class names only (no template syntax leaking into our markup). */
function cleanClass(value: string): string {
  return value
    .split(/\s+/)
    .filter((c) => /^[\w-]+$/.test(c))
    .slice(0, 6)
    .join(" ");
}
