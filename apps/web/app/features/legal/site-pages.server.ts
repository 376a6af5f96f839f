import { CHECK_METADATA, GATHER_DEFAULTS } from "@ranklens/engine";
import { supportEmailAtBuild } from "../../lib/build-settings";
import { parseFrontMatter } from "../../lib/front-matter";
import { renderMarkdown } from "../blog/render-markdown";
import { fetchLimitsOf } from "../help/fetch-limits";
import { fillPlaceholders } from "./fill-placeholders";
import { sitePageValues } from "./site-page-values";

// Bundled at build time; rendered by the loaders of the prerendered pages.
const SOURCES = import.meta.glob<string>("../../../content/pages/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export type SitePageName = "privacy" | "terms" | "cookies" | "docs" | "bot";

export interface SitePage {
  /** The document title. */
  title: string;
  /** The page's H1. */
  heading: string;
  description: string;
  /** YYYY-MM-DD. */
  updated: string;
  html: string;
  outline: Array<{ id: string; text: string }>;
}

/** One of the Markdown info pages (content/pages/{name}.md), rendered with the current facts filled in. */
export function loadSitePage(name: SitePageName): SitePage {
  const entry = Object.entries(SOURCES).find(([file]) => file.endsWith(`/${name}.md`));
  if (!entry) throw new Error(`content/pages/${name}.md is missing`);
  const { data, content } = parseFrontMatter(entry[1]);
  const supportEmail = supportEmailAtBuild();
  const markdown = fillPlaceholders(
    content,
    sitePageValues({
      checkCount: CHECK_METADATA.length,
      lighthouseCheckCount: CHECK_METADATA.filter((check) => check.lighthouse).length,
      supportEmail,
      fetch: fetchLimitsOf(GATHER_DEFAULTS),
    }),
  );
  const updated =
    data.updated instanceof Date ? data.updated.toISOString().slice(0, 10) : String(data.updated);
  return {
    title: String(data.title),
    heading: String(data.heading),
    description: String(data.description),
    updated,
    ...renderMarkdown(markdown),
  };
}
