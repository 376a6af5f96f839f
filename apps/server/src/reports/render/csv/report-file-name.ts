import type { ReportDocument } from "../../document/report-document";

/** Latin letters that Unicode decomposition leaves whole; other scripts are dropped. */
const LATIN: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  þ: "th",
  ı: "i",
};

/** At most this many characters of title: the date and extension still fit every file system. */
const MAX_SLUG = 60;

/**
 * A download's file name: the report's title and the period's last day, ASCII letters, digits and
 * dashes only, so every browser, mail client and file system takes it as it is, e.g.
 * "monthly-seo-report-2026-10-30.pdf". Accents are stripped ("Crème" → "creme"); letters of
 * other scripts are dropped, and a title with none left is "report".
 */
export function reportFileName(doc: Pick<ReportDocument, "title" | "period">, extension: string): string {
  const slug = slugify(doc.title).slice(0, MAX_SLUG).replace(/-+$/, "") || "report";
  const date = slugify(doc.period.to);
  const ext = extension.toLowerCase().replace(/[^a-z0-9]/g, "");
  return `${slug}${date ? `-${date}` : ""}${ext ? `.${ext}` : ""}`;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (ch) => LATIN[ch] ?? "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
