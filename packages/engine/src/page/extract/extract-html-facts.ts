import { resolveUrl } from "../computed/resolve-url";
import { resolveSimpleUrl } from "../computed/simple-url";
import type { AttributeList } from "./attribute-list";
import {
  CHROME,
  CHROME_IF_SMALL,
  CHROME_LINK_SHARE,
  CHROME_SMALL_CHARS,
  type ChromeKind,
  chromeKindOfClass,
  chromeKindOfId,
  NOT_CHROME,
} from "./chrome-names";
import { type CollapsedMark, CollapsedText, isWhitespace, TextPiece } from "./collapsed-text";
import type { AnchorFact, HtmlFacts, ImageFact } from "./html-facts";
import { CALL_TO_ACTION_LINKS, CHROME_ROLES, HIDING_STYLE } from "./html-rules";
import { ARTICLE, type BlockScorerMark, CONTENT, MAIN, MainBlockScorer, type Region } from "./main-block";
import { MicrodataCollector } from "./microdata";
import { type AttributeNeeds, emitTagEvents, type TagEventHandler } from "./tag-events";
import type { TagInfo } from "./tag-info";

/** One open element. Flags say which counters it raised, so closing it can lower them. Pooled: reset on push. */
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
  /** Page chrome by element, role, class, id or hiding (`chrome-names.ts`). */
  chrome: ChromeKind;
  /** For chrome dropped only when small: where the text stood when it opened. */
  chromeStart: ChromeStart | null;
  main: boolean;
  article: boolean;
  anchor: AnchorBuilder | null;
  heading: number;
  paragraph: boolean;
  jsonLd: boolean;
  /** Whether the element is a block the main-block scorer follows. */
  block: boolean;
}

/** The main-text candidates and counters when an element opened, to drop its text when it closes. */
interface ChromeStart {
  main: CollapsedMark;
  article: CollapsedMark;
  content: CollapsedMark;
  visibleChars: number;
  linkChars: number;
  mains: number;
  blocks: BlockScorerMark;
  /** Which first paragraphs were still unset (those set inside are unset again with the text). */
  firstUnset: { body: boolean; main: boolean; article: boolean };
}

interface AnchorBuilder {
  fact: AnchorFact;
  depth: number;
  /** Collapsed text; for SVG anchors (trimmed only, not collapsed) `rawText` instead. */
  text: CollapsedText;
  rawText: string;
  label: CollapsedText;
  /** Where the main-text candidates stood when the link opened, to drop a "Read more" link's text; -1 inside chrome. */
  markMain: CollapsedMark;
  markArticle: CollapsedMark;
  markContent: CollapsedMark;
  firstLang: string | null;
  mixedLang: boolean;
  ownLang: string | null;
}

/** Collapses whitespace runs to one space and trims (CSS `white-space: normal`). */
export function collapseWhitespace(text: string): string {
  return new TextPiece().set(text, 0, text.length).plainCore;
}

function primaryLang(lang: string): string {
  const dash = lang.indexOf("-");
  return dash === -1 ? lang : lang.slice(0, dash);
}

/**
 * The attributes `FactsCollector` reads: every one of an anchor (its names are a fact), else only
 * these. Keep the list in step with the `attribs.get(…)` calls below (and `RESOURCE_ATTRIBUTES`).
 */
export const READ_ATTRIBUTES: AttributeNeeds = {
  // Anchors: their names are a fact. <html> and <body>: whether they carry inline event handlers.
  readsAll: (tag) => tag.name === "a" || tag.name === "body" || tag.name === "html",
  names: [
    "action",
    "alt",
    "aria-hidden",
    "aria-label",
    "aria-labelledby",
    "charset",
    "class",
    "content",
    "data",
    "datetime",
    "height",
    "href",
    "hidden",
    "hreflang",
    "http-equiv",
    "id",
    "itemprop",
    "itemscope",
    "itemtype",
    "lang",
    "method",
    "name",
    "property",
    "rel",
    "role",
    "src",
    "style",
    "title",
    "type",
    "width",
  ],
};

const HTTP_URL = /^\s*http:/i;

/**
 * Event handler attributes of <body> that listen on the window, not the body (HTML's
 * "Window-reflecting body element event handler set" and WindowEventHandlers).
 */
const WINDOW_HANDLERS = new Set([
  "onafterprint",
  "onbeforeprint",
  "onbeforeunload",
  "onblur",
  "onerror",
  "onfocus",
  "onhashchange",
  "onlanguagechange",
  "onload",
  "onmessage",
  "onmessageerror",
  "onoffline",
  "ononline",
  "onpagehide",
  "onpagereveal",
  "onpageshow",
  "onpageswap",
  "onpopstate",
  "onrejectionhandled",
  "onresize",
  "onscroll",
  "onstorage",
  "onunhandledrejection",
  "onunload",
]);

/** Whether `<html>`/`<body>` attributes hold a handler that listens on the element itself. */
function listensOnElement(name: string, attribs: AttributeList): boolean {
  for (const attribute of attribs.keys()) {
    if (!attribute.startsWith("on")) continue;
    if (name === "body" && WINDOW_HANDLERS.has(attribute)) continue;
    return true;
  }
  return false;
}
const INSECURE_LINK_REL = /\bstylesheet\b|\bicon\b|\bpreload\b/;

/**
 * The extraction state and rules, fed by {@link emitTagEvents}. The rules are
 * those of the former htmlparser2-`Parser` callbacks, unchanged; only the data
 * structures are cheaper (pooled frames, text collapsed as it streams in).
 */
class FactsCollector implements TagEventHandler {
  readonly facts: HtmlFacts = {
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
    microdata: [],
    bodyText: "",
    mainText: "",
    mainTextSource: "body",
    firstParagraph: "",
    forms: [],
    insecureResources: [],
    scripts: [],
    elementCount: 0,
  };
  baseUrl: string | null;
  singleLangHolder = "";
  singleLangValue: string | null = null;

  readonly stack: Frame[] = [];
  depth = 0;
  detachedDepth = 0;
  invisibleDepth = 0;
  svgDepth = 0;
  boilerplateDepth = 0;
  /** Open elements that are chrome at any size: their text is not collected for the main text. */
  chromeDepth = 0;
  /** Characters of visible body text so far, and of them inside links (for the link share of chrome). */
  visibleChars = 0;
  linkChars = 0;
  mainDepth = 0;
  articleDepth = 0;
  inBody = false;
  /** The open <head> element's frame; null once it is closed (or before it opens). */
  openHead: Frame | null = null;
  /** Whether <html> or <body> carries an inline handler listening on itself (see AnchorFact). */
  rootListens = false;
  sawMain = false;
  sawArticle = false;
  /** Main elements (`<main>`, `role="main"`) opened so far. */
  mains = 0;

  readonly body = new CollapsedText(true);
  readonly main = new CollapsedText(true);
  readonly article = new CollapsedText(true);
  /** The body without boilerplate (nav, header, footer, aside). */
  readonly content = new CollapsedText(true);
  readonly blocks = new MainBlockScorer([this.main, this.article, this.content]);

  /**
   * The one instance each of the texts collected one at a time (their values are read when they
   * end, before the next starts): a new one per heading, paragraph and link was garbage.
   */
  readonly texts = {
    title: new CollapsedText(false, true),
    heading: new CollapsedText(false, true),
    paragraph: new CollapsedText(false, true),
    anchorText: new CollapsedText(false, true),
    anchorLabel: new CollapsedText(false, true),
  };
  title: CollapsedText | null = null;
  heading: CollapsedText | null = null;
  paragraph: CollapsedText | null = null;
  jsonLd: string | null = null;
  anchor: AnchorBuilder | null = null;
  readonly firstParagraph = { body: "", main: "", article: "" };
  readonly piece = new TextPiece();
  readonly microdata = new MicrodataCollector();
  /** Resolved hrefs by raw href, for the current `baseUrl`. */
  readonly resolved = new Map<string, string | null>();

  constructor(readonly url: string | null) {
    this.baseUrl = url;
  }

  pushFrame(name: string): Frame {
    const parent = this.depth > 0 ? this.stack[this.depth - 1]! : null;
    let frame = this.stack[this.depth];
    if (!frame) {
      frame = {} as Frame;
      this.stack[this.depth] = frame;
    }
    frame.name = name;
    frame.lang = parent ? parent.lang : null;
    frame.hasText = false;
    frame.detached = false;
    frame.invisible = false;
    frame.svg = false;
    frame.boilerplate = false;
    frame.chrome = NOT_CHROME;
    frame.chromeStart = null;
    frame.main = false;
    frame.article = false;
    frame.anchor = null;
    frame.heading = 0;
    frame.paragraph = false;
    frame.jsonLd = false;
    frame.block = false;
    this.depth++;
    return frame;
  }

  /**
   * The browser ends <head> here: what follows is body content. The parser we follow keeps the
   * <head> element open until its end tag, so it stops hiding the text inside it.
   */
  endHead(): void {
    this.inBody = true;
    const head = this.openHead;
    if (head?.invisible) {
      head.invisible = false;
      this.invisibleDepth--;
    }
  }

  pushBlockBreak(): void {
    this.body.appendNewline();
    if (this.chromeDepth > 0) return;
    if (this.mainDepth > 0) this.main.appendNewline();
    if (this.articleDepth > 0) this.article.appendNewline();
    if (this.boilerplateDepth === 0) this.content.appendNewline();
  }

  /**
   * Whether an element is page chrome: a chrome element (a `<header>` too, outside `<main>` and
   * `<article>`), a chrome role, hidden (`hidden`, `aria-hidden="true"`, an inline `display: none`)
   * or a class or id of chrome (`chrome-names.ts`). The document, `<body>`, `<main>` and `<article>`
   * never are.
   */
  chromeKind(tag: TagInfo, attribs: AttributeList): ChromeKind {
    const name = tag.name;
    if (name === "html" || name === "body" || name === "main" || name === "article") return NOT_CHROME;
    if (tag.chrome) return CHROME;
    if (name === "header" && this.mainDepth === 0 && this.articleDepth === 0) return CHROME;
    if (attribs.count === 0) return NOT_CHROME;
    const role = attribs.get("role");
    if (role !== undefined && CHROME_ROLES.has(role.trim().toLowerCase())) return CHROME;
    if (attribs.get("hidden") !== undefined) return CHROME;
    if (attribs.get("aria-hidden")?.trim().toLowerCase() === "true") return CHROME;
    const style = attribs.get("style");
    if (style !== undefined && HIDING_STYLE.test(style)) return CHROME;
    const className = attribs.get("class");
    const byClass = className ? chromeKindOfClass(className) : NOT_CHROME;
    if (byClass === CHROME) return CHROME;
    const id = attribs.get("id");
    const byName = id ? (Math.max(byClass, chromeKindOfId(id)) as ChromeKind) : byClass;
    // Inside a paragraph a name like chrome marks a word of the prose (a "meta-org" link to a
    // company's page, a "tag" link), not a bar or box of the page.
    return byName === CHROME_IF_SMALL && this.paragraph !== null ? NOT_CHROME : byName;
  }

  openChrome(frame: Frame, kind: ChromeKind): void {
    frame.chrome = kind;
    if (kind === CHROME) {
      this.chromeDepth++;
      return;
    }
    const first = this.firstParagraph;
    frame.chromeStart = {
      main: this.main.mark(),
      article: this.article.mark(),
      content: this.content.mark(),
      visibleChars: this.visibleChars,
      linkChars: this.linkChars,
      mains: this.mains,
      blocks: this.blocks.mark(),
      firstUnset: { body: !first.body, main: !first.main, article: !first.article },
    };
  }

  /** Drops the text of chrome that turned out small or mostly links; a big wrapper named like chrome stays. */
  closeChrome(frame: Frame): void {
    if (frame.chrome === CHROME) {
      this.chromeDepth--;
      return;
    }
    const start = frame.chromeStart!;
    const chars = this.visibleChars - start.visibleChars;
    const links = this.linkChars - start.linkChars;
    if (chars > CHROME_SMALL_CHARS && links < CHROME_LINK_SHARE * chars) return;
    // A wrapper of the page's main element (Libération's "ad-portal" around everything, its menus
    // making it mostly links) is not chrome at any share of links. (Not of an <article>: related
    // stories are often cards of <article>s.)
    if (this.mains > start.mains) return;
    this.main.rollback(start.main);
    this.article.rollback(start.article);
    this.content.rollback(start.content);
    this.blocks.rollback(start.blocks);
    const first = this.firstParagraph;
    if (start.firstUnset.body) first.body = "";
    if (start.firstUnset.main) first.main = "";
    if (start.firstUnset.article) first.article = "";
  }

  finishAnchor(): void {
    const anchor = this.anchor;
    if (!anchor) return;
    anchor.fact.text = anchor.fact.isSvg ? anchor.rawText.trim() : anchor.text.value;
    // The aria-label (set when the link opened) comes first; the text and image alts follow it.
    const inner = anchor.label.value;
    anchor.fact.label =
      anchor.fact.label && inner ? `${anchor.fact.label} ${inner}` : anchor.fact.label || inner;
    anchor.fact.textLang = anchor.mixedLang ? null : (anchor.firstLang ?? anchor.ownLang);
    anchor.fact.textLangMixed = anchor.mixedLang;
    this.anchor = null;
    if (anchor.markMain !== -1 && isCallToAction(anchor.fact.text)) {
      this.main.rollback(anchor.markMain);
      this.article.rollback(anchor.markArticle);
      this.content.rollback(anchor.markContent);
    }
  }

  // Lighthouse's getLangOfInnerText: every descendant element with text contributes its closest lang.
  noteAnchorText(anchor: AnchorBuilder): void {
    let i = this.depth - 1;
    while (i > anchor.depth && !this.stack[i]!.hasText) i--;
    for (let j = i + 1; j < this.depth; j++) {
      const frame = this.stack[j]!;
      frame.hasText = true;
      if (!frame.lang || anchor.mixedLang) continue;
      if (anchor.firstLang === null) anchor.firstLang = frame.lang;
      else if (primaryLang(anchor.firstLang) !== primaryLang(frame.lang)) anchor.mixedLang = true;
    }
  }

  openTag(tag: TagInfo, attribs: AttributeList): void {
    const name = tag.name;
    const frame = this.pushFrame(name);
    if (this.detachedDepth > 0) return;
    if (tag.detached) {
      frame.detached = true;
      this.detachedDepth++;
      return;
    }
    const facts = this.facts;
    facts.elementCount++;
    if (!this.inBody && !tag.headElement && name !== "html" && name !== "head") this.endHead();
    if (name === "head" && this.openHead === null) this.openHead = frame;
    if ((name === "body" || name === "html") && !this.rootListens)
      this.rootListens = listensOnElement(name, attribs);

    const lang = attribs.get("lang");
    if (lang !== undefined) {
      facts.langElementCount++;
      this.singleLangHolder = name;
      this.singleLangValue = lang;
      frame.lang = lang;
      if (name === "html") facts.htmlLang = lang;
    }
    if (tag.invisibleText) {
      frame.invisible = true;
      this.invisibleDepth++;
    }
    if (name === "svg" || name === "math") {
      frame.svg = true;
      this.svgDepth++;
    }
    if (tag.block) this.pushBlockBreak();

    if (this.svgDepth > 0) {
      if (name === "a") this.openAnchor(attribs, frame, true);
      return;
    }
    // Void elements hold no text, and the head none that counts: only the rest can be chrome.
    if (this.chromeDepth === 0 && !tag.isVoid && this.inBody) {
      const chrome = this.chromeKind(tag, attribs);
      if (chrome !== NOT_CHROME) this.openChrome(frame, chrome);
    }

    this.microdata.open(attribs, this.depth);
    switch (name) {
      case "title":
        this.title = this.texts.title.reset();
        break;
      case "meta":
        facts.metas.push({
          name: (attribs.get("name") ?? "").trim().toLowerCase(),
          property: (attribs.get("property") ?? "").trim().toLowerCase(),
          httpEquiv: (attribs.get("http-equiv") ?? "").trim().toLowerCase(),
          content: attribs.get("content") ?? "",
          charset: attribs.get("charset") ?? null,
          inHead: !this.inBody,
        });
        break;
      case "link": {
        const rel = (attribs.get("rel") ?? "").trim().toLowerCase();
        const hrefRaw = attribs.get("href") ?? "";
        facts.linkTags.push({ rel, hrefRaw, hreflang: attribs.get("hreflang") ?? "", inHead: !this.inBody });
        if (INSECURE_LINK_REL.test(rel) && HTTP_URL.test(hrefRaw))
          facts.insecureResources.push(hrefRaw.trim());
        break;
      }
      case "base": {
        const href = attribs.get("href");
        if (facts.baseHref === null && href !== undefined) {
          facts.baseHref = href;
          this.baseUrl = resolveUrl(href, this.url) ?? this.url;
          this.resolved.clear();
        }
        break;
      }
      case "script": {
        if ((attribs.get("type") ?? "").trim().toLowerCase() === "application/ld+json") {
          frame.jsonLd = true;
          this.jsonLd = "";
        }
        const src = attribs.get("src")?.trim();
        if (src) facts.scripts.push(src);
        break;
      }
      case "a":
        this.openAnchor(attribs, frame, false);
        break;
      case "img": {
        facts.images.push(imageFact(attribs));
        const alt = attribs.get("alt");
        if (this.anchor && alt) this.anchor.label.append(this.piece.set(` ${alt} `, 0, alt.length + 2));
        break;
      }
      case "h1":
      case "h2":
      case "h3":
      case "h4":
      case "h5":
      case "h6":
        frame.heading = name.charCodeAt(1) - 48;
        this.heading = this.texts.heading.reset();
        break;
      case "p":
        if (
          this.chromeDepth === 0 &&
          (this.boilerplateDepth === 0 || this.mainDepth > 0 || this.articleDepth > 0)
        ) {
          frame.paragraph = true;
          this.paragraph = this.texts.paragraph.reset();
        }
        break;
      case "main":
        frame.main = true;
        this.mainDepth++;
        this.sawMain = true;
        this.mains++;
        break;
      case "article":
        frame.article = true;
        this.articleDepth++;
        this.sawArticle = true;
        break;
      case "form": {
        const action = attribs.get("action");
        facts.forms.push({ action: action ?? "", method: (attribs.get("method") ?? "get").toLowerCase() });
        if (HTTP_URL.test(action ?? "")) facts.insecureResources.push(action!.trim());
        break;
      }
      default:
        if (tag.boilerplate) {
          frame.boilerplate = true;
          this.boilerplateDepth++;
        } else if (attribs.get("role") === "main" && !frame.main) {
          frame.main = true;
          this.mainDepth++;
          this.sawMain = true;
          this.mains++;
        }
    }
    if (tag.block && !tag.isVoid && this.inBody && this.chromeDepth === 0) {
      frame.block = true;
      const regions =
        (this.mainDepth > 0 ? 1 << MAIN : 0) |
        (this.articleDepth > 0 ? 1 << ARTICLE : 0) |
        (this.boilerplateDepth === 0 ? 1 << CONTENT : 0);
      this.blocks.open(
        name,
        regions,
        attribs.get("class") ?? "",
        attribs.get("id") ?? "",
        attribs.get("role") ?? "",
      );
    }
    const resourceAttribute = tag.resourceAttribute;
    if (resourceAttribute) {
      const value = attribs.get(resourceAttribute);
      if (value && HTTP_URL.test(value)) facts.insecureResources.push(value.trim());
    }
  }

  /**
   * `href` resolved against the current base. Plain links resolve by concatenation, cheaper than a
   * map lookup (which hashes the whole href); those the URL parser must read are remembered, as
   * pages repeat their links and parsing is the cost.
   */
  resolveHref(href: string): string | null {
    if (this.baseUrl !== null) {
      const simple = resolveSimpleUrl(href, this.baseUrl);
      if (simple !== undefined) return simple;
    }
    let resolved = this.resolved.get(href);
    if (resolved === undefined) {
      resolved = resolveUrl(href, this.baseUrl);
      this.resolved.set(href, resolved);
    }
    return resolved;
  }

  openAnchor(attribs: AttributeList, frame: Frame, isSvg: boolean): void {
    this.finishAnchor();
    const hrefRaw = attribs.get("href") ?? (isSvg ? (attribs.get("xlink:href") ?? null) : null);
    const fact: AnchorFact = {
      hrefRaw,
      href: hrefRaw === null ? null : this.resolveHref(hrefRaw.trim()),
      rel: isSvg ? [] : relTokens(attribs.get("rel") ?? ""),
      text: "",
      label: attribs.get("aria-label") ?? "",
      textLang: null,
      textLangMixed: false,
      id: attribs.get("id") ?? "",
      name: attribs.get("name") ?? "",
      role: attribs.get("role") ?? "",
      attributeNames: attribs.keys(),
      hasInlineHandler: attribs.someNameStartsWith("on"),
      ancestorHasInlineHandler: this.rootListens,
      isSvg,
      inBoilerplate: this.boilerplateDepth > 0,
    };
    this.facts.anchors.push(fact);
    const marked = !isSvg && this.chromeDepth === 0;
    this.anchor = {
      fact,
      depth: this.depth - 1,
      text: this.texts.anchorText.reset(),
      rawText: "",
      label: this.texts.anchorLabel.reset(),
      markMain: marked ? this.main.mark() : -1,
      markArticle: marked ? this.article.mark() : -1,
      markContent: marked ? this.content.mark() : -1,
      firstLang: null,
      mixedLang: false,
      ownLang: frame.lang,
    };
    frame.anchor = this.anchor;
  }

  text(source: string, start: number, end: number): void {
    if (this.detachedDepth > 0) return;
    if (this.title) {
      this.title.append(this.piece.set(source, start, end));
      return;
    }
    if (this.jsonLd !== null) {
      this.jsonLd += source.slice(start, end);
      return;
    }
    // Only the whitespace test needs the piece before the body starts; the piece is split lazily.
    let piece: TextPiece | null = null;
    if (!this.inBody) {
      // Text right inside <head> is read here (<head> itself hides text); inside <script>, <style>… not.
      const inHeadItself =
        this.depth > 0 && this.stack[this.depth - 1] === this.openHead && this.invisibleDepth === 1;
      if (this.invisibleDepth > 0 && !inHeadItself) return;
      // The "in head" insertion mode passes over ASCII whitespace only: any other character, a
      // no-break space included, ends <head> and starts the body.
      if (isAsciiWhitespace(source, start, end)) return;
      this.endHead();
    }
    const anchor = this.anchor;
    if (anchor) {
      this.noteAnchorText(anchor);
      if (anchor.fact.isSvg) {
        anchor.rawText += source.slice(start, end);
        piece ??= this.piece.set(source, start, end);
        anchor.label.append(piece);
      } else if (this.invisibleDepth === 0) {
        piece ??= this.piece.set(source, start, end);
        anchor.text.append(piece);
        anchor.label.append(piece);
      }
    }
    if (this.invisibleDepth > 0) return;
    piece ??= this.piece.set(source, start, end);
    this.heading?.append(piece);
    this.paragraph?.append(piece);
    this.body.append(piece);
    const chars = piece.core.length;
    this.visibleChars += chars;
    if (anchor) this.linkChars += chars;
    if (this.chromeDepth > 0) return;
    this.blocks.text(piece.core, anchor !== null, piece.commas);
    if (this.mainDepth > 0) this.main.append(piece);
    if (this.articleDepth > 0) this.article.append(piece);
    if (this.boilerplateDepth === 0) this.content.append(piece);
  }

  closeTag(tag: TagInfo): void {
    const name = tag.name;
    if (this.depth === 0) return;
    const frame = this.stack[--this.depth]!;
    if (frame.detached) {
      this.detachedDepth--;
      return;
    }
    if (this.detachedDepth > 0) return;
    if (frame === this.openHead) this.openHead = null;
    this.microdata.close(this.depth + 1);
    if (frame.invisible) this.invisibleDepth--;
    if (frame.svg) this.svgDepth--;
    if (frame.boilerplate) this.boilerplateDepth--;
    if (tag.block) this.pushBlockBreak();
    if (frame.block) this.blocks.close();
    if (frame.chrome !== NOT_CHROME) this.closeChrome(frame);
    if (frame.main) this.mainDepth--;
    if (frame.article) this.articleDepth--;
    if (frame.anchor && frame.anchor === this.anchor) this.finishAnchor();
    const facts = this.facts;
    if (name === "title" && this.title) {
      const text = this.title.value;
      facts.titles.push(text);
      if (facts.title === null) facts.title = text;
      this.title = null;
    } else if (frame.jsonLd && this.jsonLd !== null) {
      facts.jsonLd.push(this.jsonLd);
      this.jsonLd = null;
    } else if (frame.heading && this.heading) {
      facts.headings.push({ level: frame.heading as 1 | 2 | 3 | 4 | 5 | 6, text: this.heading.value });
      this.heading = null;
    } else if (frame.paragraph && this.paragraph) {
      const paragraph = this.paragraph;
      this.paragraph = null;
      // Read only when it can be a first paragraph: most paragraphs of a page come after them.
      const first = this.firstParagraph;
      const body = !first.body && this.boilerplateDepth === 0;
      const main = !first.main && this.mainDepth > 0;
      const article = !first.article && this.articleDepth > 0;
      const text = body || main || article ? paragraph.value : "";
      if (text) {
        if (body) first.body = text;
        if (main) first.main = text;
        if (article) first.article = text;
      }
    }
  }

  /** The region's main block (`main-block.ts`), else the whole region's text. */
  mainBlockOr(region: Region, text: CollapsedText): string {
    return this.blocks.mainText(region) ?? text.value;
  }

  /** Final facts, once the document has been read. */
  finish(): HtmlFacts {
    this.finishAnchor();
    const facts = this.facts;
    if (
      facts.langElementCount === 1 &&
      (this.singleLangHolder === "html" || this.singleLangHolder === "body")
    ) {
      for (const a of facts.anchors) {
        a.textLang = this.singleLangValue;
        a.textLangMixed = false;
      }
    }
    facts.microdata = this.microdata.items;
    facts.bodyText = this.body.value;
    // A <main> or <article> holding no text (a placeholder filled by script, or only chrome) says
    // nothing of where the content is: the next region is read.
    if (this.sawMain && !this.main.empty) {
      facts.mainText = this.mainBlockOr(MAIN, this.main);
      facts.mainTextSource = "main";
      facts.firstParagraph = this.firstParagraph.main;
    } else if (this.sawArticle && !this.article.empty) {
      facts.mainText = this.mainBlockOr(ARTICLE, this.article);
      facts.mainTextSource = "article";
      facts.firstParagraph = this.firstParagraph.article;
    } else {
      facts.mainText = this.mainBlockOr(CONTENT, this.content);
      facts.mainTextSource = "body";
      facts.firstParagraph = this.firstParagraph.body;
    }
    if (!facts.mainText) {
      facts.mainText = facts.bodyText;
      facts.mainTextSource = "body";
    }
    if (!facts.firstParagraph) facts.firstParagraph = this.firstParagraph.body;
    return facts;
  }
}

// Trailing arrows, ellipses and punctuation of "Read more →", "Continue reading…": whitespace and
// . … : » › → > ! (the class /[\s.…:»›→>!]+$/u strips, tested by code unit: a regex anchored at
// the end is tried from every position of the text).
function isCallToActionTail(c: number): boolean {
  return (
    c === 0x2e ||
    c === 0x2026 ||
    c === 0x3a ||
    c === 0xbb ||
    c === 0x203a ||
    c === 0x2192 ||
    c === 0x3e ||
    c === 0x21 ||
    isWhitespace(c)
  );
}

// The first characters of the call-to-action texts that are ASCII: a link text starting with
// another ASCII character is none, which most links of a reference page show without lower-casing
// their text. (Lower-casing an ASCII character looks at no other character.)
const CALL_TO_ACTION_FIRST = new Uint8Array(0x80);
for (const text of CALL_TO_ACTION_LINKS) {
  const c = text.charCodeAt(0);
  if (c < 0x80) CALL_TO_ACTION_FIRST[c] = 1;
}

function isCallToAction(text: string): boolean {
  if (text.length > 40) return false;
  const first = text.charCodeAt(0);
  if (first < 0x80 && CALL_TO_ACTION_FIRST[first >= 0x41 && first <= 0x5a ? first + 0x20 : first] === 0)
    return false;
  const lower = text.toLowerCase();
  let end = lower.length;
  while (end > 0 && isCallToActionTail(lower.charCodeAt(end - 1))) end--;
  return CALL_TO_ACTION_LINKS.has(end === lower.length ? lower : lower.slice(0, end));
}

/** Whether `source[start, end)` holds only tab, line feed, form feed, carriage return and space. */
function isAsciiWhitespace(source: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = source.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x09 && c !== 0x0c && c !== 0x0d) return false;
  }
  return true;
}

function relTokens(rel: string): string[] {
  // Most links have no rel: no regex split for them.
  if (rel === "") return [];
  return rel
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => token !== "");
}

function imageFact(attribs: AttributeList): ImageFact {
  return {
    src: attribs.get("src") ?? "",
    alt: attribs.get("alt") ?? null,
    ariaLabel: attribs.get("aria-label") ?? "",
    ariaLabelledby: attribs.get("aria-labelledby") ?? "",
    title: attribs.get("title") ?? "",
    role: (attribs.get("role") ?? "").trim().toLowerCase(),
    width: attribs.get("width") ?? null,
    height: attribs.get("height") ?? null,
  };
}

/**
 * Extracts {@link HtmlFacts} from `html` in one streaming pass over
 * htmlparser2's tokenizer (no DOM tree). `url` is the document URL used to
 * resolve links (a `<base href>` overrides it, as in browsers).
 */
export function extractHtmlFacts(
  html: string,
  url: string | null,
  /** Which attributes to read; `null` reads all (for tests: the result must not change). */
  needs: AttributeNeeds | null = READ_ATTRIBUTES,
): HtmlFacts {
  const collector = new FactsCollector(url);
  // A byte order mark is the decoder's, not text (TextDecoder drops it; a string read from a file may keep it).
  emitTagEvents(html.charCodeAt(0) === 0xfeff ? html.slice(1) : html, collector, needs);
  return collector.finish();
}
