import { Parser } from "htmlparser2";
import type { AnchorFact, HtmlFacts, ImageFact } from "./html-facts";
import {
  BLOCK_ELEMENTS,
  BOILERPLATE_ELEMENTS,
  DETACHED_ELEMENTS,
  HEAD_ELEMENTS,
  INVISIBLE_TEXT_ELEMENTS,
  RESOURCE_ATTRIBUTES,
} from "./html-rules";

/** One open element. Flags say which counters it raised, so closing it can lower them. */
interface Frame {
  name: string;
  /** Closest `lang` (own or inherited); null when none. */
  lang: string | null;
  /** Whether this element already counted as a text-bearing descendant of the current anchor. */
  hasText: boolean;
  detached: boolean;
  invisible: boolean;
  svg: boolean;
  boilerplate: boolean;
  main: boolean;
  article: boolean;
  anchor: AnchorBuilder | null;
  heading: number;
  paragraph: boolean;
  jsonLd: boolean;
}

interface AnchorBuilder {
  fact: AnchorFact;
  depth: number;
  text: string[];
  label: string[];
  firstLang: string | null;
  mixedLang: boolean;
  ownLang: string | null;
}

const WHITESPACE_ONLY = /^\s*$/;

/** Collapses whitespace runs to one space and trims (CSS `white-space: normal`). */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

// Keeps block boundaries as newlines but collapses every other whitespace run; linear, no backtracking.
function normaliseBlockText(parts: string[]): string {
  return parts
    .join("")
    .replace(/\s+/g, (run) => (run.includes("\n") ? "\n" : " "))
    .trim();
}

function resolveUrl(raw: string, base: string | null): string | null {
  try {
    return new URL(raw, base ?? undefined).href;
  } catch {
    return null;
  }
}

function primaryLang(lang: string): string {
  const dash = lang.indexOf("-");
  return dash === -1 ? lang : lang.slice(0, dash);
}

/**
 * Extracts {@link HtmlFacts} from `html` in one streaming htmlparser2 pass
 * (callbacks only, no DOM tree). `url` is the document URL used to resolve
 * links (a `<base href>` overrides it, as in browsers).
 */
export function extractHtmlFacts(html: string, url: string | null): HtmlFacts {
  const facts: HtmlFacts = {
    title: null,
    titles: [],
    metas: [],
    linkTags: [],
    anchors: [],
    images: [],
    headings: [],
    htmlLang: null,
    langElementCount: 0,
    baseHref: null,
    jsonLd: [],
    bodyText: "",
    mainText: "",
    mainTextSource: "body",
    firstParagraph: "",
    forms: [],
    insecureResources: [],
    elementCount: 0,
  };
  let baseUrl: string | null = url;
  let singleLangHolder = "";
  let singleLangValue: string | null = null;

  const stack: Frame[] = [];
  let detachedDepth = 0;
  let invisibleDepth = 0;
  let svgDepth = 0;
  let boilerplateDepth = 0;
  let mainDepth = 0;
  let articleDepth = 0;
  let inBody = false;
  let sawMain = false;
  let sawArticle = false;

  const bodyParts: string[] = [];
  const mainParts: string[] = [];
  const articleParts: string[] = [];
  const contentParts: string[] = [];

  let titleParts: string[] | null = null;
  let headingParts: string[] | null = null;
  let paragraphParts: string[] | null = null;
  let jsonLdParts: string[] | null = null;
  let anchor: AnchorBuilder | null = null;
  const firstParagraph = { body: "", main: "", article: "" };

  const pushBlockBreak = (): void => {
    bodyParts.push("\n");
    if (mainDepth > 0) mainParts.push("\n");
    if (articleDepth > 0) articleParts.push("\n");
    if (boilerplateDepth === 0) contentParts.push("\n");
  };

  const finishAnchor = (): void => {
    if (!anchor) return;
    const raw = anchor.text.join("");
    anchor.fact.text = anchor.fact.isSvg ? raw.trim() : collapseWhitespace(raw);
    anchor.fact.label = collapseWhitespace(anchor.label.join(""));
    anchor.fact.textLang = anchor.mixedLang ? null : (anchor.firstLang ?? anchor.ownLang);
    anchor.fact.textLangMixed = anchor.mixedLang;
    anchor = null;
  };

  // Lighthouse's getLangOfInnerText: every descendant element with text contributes its closest lang.
  const noteAnchorText = (): void => {
    if (!anchor) return;
    let i = stack.length - 1;
    while (i > anchor.depth && !stack[i]!.hasText) i--;
    for (let j = i + 1; j < stack.length; j++) {
      const frame = stack[j]!;
      frame.hasText = true;
      if (!frame.lang || anchor.mixedLang) continue;
      if (anchor.firstLang === null) anchor.firstLang = frame.lang;
      else if (primaryLang(anchor.firstLang) !== primaryLang(frame.lang)) anchor.mixedLang = true;
    }
  };

  const enterBody = (): void => {
    inBody = true;
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const parent = stack[stack.length - 1];
        const frame: Frame = {
          name,
          lang: parent ? parent.lang : null,
          hasText: false,
          detached: false,
          invisible: false,
          svg: false,
          boilerplate: false,
          main: false,
          article: false,
          anchor: null,
          heading: 0,
          paragraph: false,
          jsonLd: false,
        };
        stack.push(frame);
        if (detachedDepth > 0) return;
        if (DETACHED_ELEMENTS.has(name)) {
          frame.detached = true;
          detachedDepth++;
          return;
        }
        facts.elementCount++;
        if (!inBody && !HEAD_ELEMENTS.has(name) && name !== "html" && name !== "head") enterBody();

        const lang = attribs.lang;
        if (lang !== undefined) {
          facts.langElementCount++;
          singleLangHolder = name;
          singleLangValue = lang;
          frame.lang = lang;
          if (name === "html") facts.htmlLang = lang;
        }
        if (INVISIBLE_TEXT_ELEMENTS.has(name)) {
          frame.invisible = true;
          invisibleDepth++;
        }
        if (name === "svg" || name === "math") {
          frame.svg = true;
          svgDepth++;
        }
        if (BLOCK_ELEMENTS.has(name)) pushBlockBreak();

        if (svgDepth > 0) {
          if (name === "a") openAnchor(attribs, frame, true);
          return;
        }

        switch (name) {
          case "title":
            titleParts = [];
            break;
          case "meta":
            facts.metas.push({
              name: (attribs.name ?? "").trim().toLowerCase(),
              property: (attribs.property ?? "").trim().toLowerCase(),
              httpEquiv: (attribs["http-equiv"] ?? "").trim().toLowerCase(),
              content: attribs.content ?? "",
              charset: attribs.charset ?? null,
              inHead: !inBody,
            });
            break;
          case "link": {
            const rel = (attribs.rel ?? "").trim().toLowerCase();
            const hrefRaw = attribs.href ?? "";
            facts.linkTags.push({ rel, hrefRaw, hreflang: attribs.hreflang ?? "", inHead: !inBody });
            if (/\bstylesheet\b|\bicon\b|\bpreload\b/.test(rel) && /^\s*http:/i.test(hrefRaw)) {
              facts.insecureResources.push(hrefRaw.trim());
            }
            break;
          }
          case "base":
            if (facts.baseHref === null && attribs.href !== undefined) {
              facts.baseHref = attribs.href;
              baseUrl = resolveUrl(attribs.href, url) ?? url;
            }
            break;
          case "script":
            if ((attribs.type ?? "").trim().toLowerCase() === "application/ld+json") {
              frame.jsonLd = true;
              jsonLdParts = [];
            }
            break;
          case "a":
            openAnchor(attribs, frame, false);
            break;
          case "img":
            facts.images.push(imageFact(attribs));
            if (anchor) {
              if (attribs.alt) anchor.label.push(` ${attribs.alt} `);
            }
            break;
          case "h1":
          case "h2":
          case "h3":
          case "h4":
          case "h5":
          case "h6":
            frame.heading = Number(name[1]);
            headingParts = [];
            break;
          case "p":
            if (boilerplateDepth === 0 || mainDepth > 0 || articleDepth > 0) {
              frame.paragraph = true;
              paragraphParts = [];
            }
            break;
          case "main":
            frame.main = true;
            mainDepth++;
            sawMain = true;
            break;
          case "article":
            frame.article = true;
            articleDepth++;
            sawArticle = true;
            break;
          case "form":
            facts.forms.push({
              action: attribs.action ?? "",
              method: (attribs.method ?? "get").toLowerCase(),
            });
            if (/^\s*http:/i.test(attribs.action ?? "")) facts.insecureResources.push(attribs.action!.trim());
            break;
          default:
            if (BOILERPLATE_ELEMENTS.has(name)) {
              frame.boilerplate = true;
              boilerplateDepth++;
            } else if (attribs.role === "main" && !frame.main) {
              frame.main = true;
              mainDepth++;
              sawMain = true;
            }
        }
        const resourceAttribute = RESOURCE_ATTRIBUTES[name];
        if (resourceAttribute) {
          const value = attribs[resourceAttribute];
          if (value && /^\s*http:/i.test(value)) facts.insecureResources.push(value.trim());
        }
      },

      ontext(data) {
        if (detachedDepth > 0) return;
        if (titleParts) {
          titleParts.push(data);
          return;
        }
        if (jsonLdParts) {
          jsonLdParts.push(data);
          return;
        }
        if (!inBody) {
          if (invisibleDepth > 0 || WHITESPACE_ONLY.test(data)) return;
          enterBody();
        }
        if (anchor) {
          noteAnchorText();
          if (anchor.fact.isSvg || invisibleDepth === 0) {
            anchor.text.push(data);
            anchor.label.push(data);
          }
        }
        if (invisibleDepth > 0) return;
        if (headingParts) headingParts.push(data);
        if (paragraphParts) paragraphParts.push(data);
        bodyParts.push(data);
        if (mainDepth > 0) mainParts.push(data);
        if (articleDepth > 0) articleParts.push(data);
        if (boilerplateDepth === 0) contentParts.push(data);
      },

      onclosetag(name) {
        const frame = stack.pop();
        if (!frame) return;
        if (frame.detached) {
          detachedDepth--;
          return;
        }
        if (detachedDepth > 0) return;
        if (frame.invisible) invisibleDepth--;
        if (frame.svg) svgDepth--;
        if (frame.boilerplate) boilerplateDepth--;
        if (BLOCK_ELEMENTS.has(name)) pushBlockBreak();
        if (frame.main) mainDepth--;
        if (frame.article) articleDepth--;
        if (frame.anchor && frame.anchor === anchor) finishAnchor();
        if (name === "title" && titleParts) {
          const text = collapseWhitespace(titleParts.join(""));
          facts.titles.push(text);
          if (facts.title === null) facts.title = text;
          titleParts = null;
        } else if (frame.jsonLd && jsonLdParts) {
          facts.jsonLd.push(jsonLdParts.join(""));
          jsonLdParts = null;
        } else if (frame.heading && headingParts) {
          facts.headings.push({
            level: frame.heading as 1 | 2 | 3 | 4 | 5 | 6,
            text: collapseWhitespace(headingParts.join("")),
          });
          headingParts = null;
        } else if (frame.paragraph && paragraphParts) {
          const text = collapseWhitespace(paragraphParts.join(""));
          paragraphParts = null;
          if (text) {
            if (!firstParagraph.body && boilerplateDepth === 0) firstParagraph.body = text;
            if (!firstParagraph.main && mainDepth > 0) firstParagraph.main = text;
            if (!firstParagraph.article && articleDepth > 0) firstParagraph.article = text;
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );

  function openAnchor(attribs: Record<string, string>, frame: Frame, isSvg: boolean): void {
    finishAnchor();
    const hrefRaw = attribs.href ?? (isSvg ? (attribs["xlink:href"] ?? null) : null);
    const names = Object.keys(attribs);
    const fact: AnchorFact = {
      hrefRaw,
      href: hrefRaw === null ? null : resolveUrl(hrefRaw.trim(), baseUrl),
      rel: isSvg
        ? []
        : (attribs.rel ?? "")
            .toLowerCase()
            .split(/\s+/)
            .filter((token) => token !== ""),
      text: "",
      label: attribs["aria-label"] ?? "",
      textLang: null,
      textLangMixed: false,
      id: attribs.id ?? "",
      name: attribs.name ?? "",
      role: attribs.role ?? "",
      attributeNames: names,
      hasInlineHandler: names.some((n) => n.startsWith("on")),
      isSvg,
    };
    facts.anchors.push(fact);
    anchor = {
      fact,
      depth: stack.length - 1,
      text: [],
      label: [],
      firstLang: null,
      mixedLang: false,
      ownLang: frame.lang,
    };
    frame.anchor = anchor;
  }

  parser.write(html);
  parser.end();
  finishAnchor();

  if (facts.langElementCount === 1 && (singleLangHolder === "html" || singleLangHolder === "body")) {
    for (const a of facts.anchors) {
      a.textLang = singleLangValue;
      a.textLangMixed = false;
    }
  }

  facts.bodyText = normaliseBlockText(bodyParts);
  if (sawMain && mainParts.length > 0) {
    facts.mainText = normaliseBlockText(mainParts);
    facts.mainTextSource = "main";
    facts.firstParagraph = firstParagraph.main;
  } else if (sawArticle && articleParts.length > 0) {
    facts.mainText = normaliseBlockText(articleParts);
    facts.mainTextSource = "article";
    facts.firstParagraph = firstParagraph.article;
  } else {
    facts.mainText = normaliseBlockText(contentParts);
    facts.mainTextSource = "body";
    facts.firstParagraph = firstParagraph.body;
  }
  if (!facts.mainText) {
    facts.mainText = facts.bodyText;
    facts.mainTextSource = "body";
  }
  if (!facts.firstParagraph) facts.firstParagraph = firstParagraph.body;
  return facts;
}

function imageFact(attribs: Record<string, string>): ImageFact {
  return {
    src: attribs.src ?? "",
    alt: attribs.alt ?? null,
    ariaLabel: attribs["aria-label"] ?? "",
    ariaLabelledby: attribs["aria-labelledby"] ?? "",
    title: attribs.title ?? "",
    role: (attribs.role ?? "").trim().toLowerCase(),
    width: attribs.width ?? null,
    height: attribs.height ?? null,
  };
}
