import type { CrawlSchedule, CreateProject, PageSchedule, Project, UpdateProject } from "@ranklens/shared";

/**
 * The project dialog's fields as typed text and the request they become. Lists are one entry per
 * line (keywords may also be separated by commas); the server judges every value and names the
 * field it refuses.
 */
export interface ProjectFormValues {
  name: string;
  siteUrl: string;
  competitors: string;
  pages: string;
  keywords: string;
  pageSchedule: PageSchedule;
  crawlSchedule: CrawlSchedule;
}

export type ProjectFormField = keyof ProjectFormValues;

export const lines = (text: string): string[] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

const keywordsOf = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== "");

/** A new project's defaults are the API's (weekly page checks, no recrawl); an existing one shows what it has. */
export function formValuesOf(project: Project | null): ProjectFormValues {
  if (!project) {
    return {
      name: "",
      siteUrl: "",
      competitors: "",
      pages: "",
      keywords: "",
      pageSchedule: "weekly",
      crawlSchedule: "off",
    };
  }
  return {
    name: project.name,
    siteUrl: project.siteUrl,
    competitors: project.competitors.map((c) => c.url).join("\n"),
    pages: project.pages.map((p) => p.url).join("\n"),
    keywords: project.keywords.join("\n"),
    pageSchedule: project.pageSchedule,
    crawlSchedule: project.crawlSchedule,
  };
}

export function createRequestOf(values: ProjectFormValues): CreateProject {
  const name = values.name.trim();
  return {
    ...(name === "" ? {} : { name }),
    siteUrl: values.siteUrl,
    competitors: lines(values.competitors),
    pages: lines(values.pages),
    keywords: keywordsOf(values.keywords),
    pageSchedule: values.pageSchedule,
    crawlSchedule: values.crawlSchedule,
  };
}

/** An edit sends every field but the site (a project's site does not change). */
export function updateRequestOf(values: ProjectFormValues): UpdateProject {
  const { siteUrl: _site, ...rest } = createRequestOf(values);
  return { ...rest, name: values.name.trim() === "" ? undefined : values.name.trim() };
}

const FIELDS: readonly ProjectFormField[] = [
  "name",
  "siteUrl",
  "competitors",
  "pages",
  "keywords",
  "pageSchedule",
  "crawlSchedule",
];

/** The form field a server refusal names (`details.field`: "siteUrl", "competitors.2", "pages"), or null. */
export function fieldOfServerError(field: unknown): ProjectFormField | null {
  if (typeof field !== "string") return null;
  const head = field.split(".")[0] ?? "";
  return (FIELDS as readonly string[]).includes(head) ? (head as ProjectFormField) : null;
}
