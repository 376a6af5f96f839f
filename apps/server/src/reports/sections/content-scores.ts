import type { ContentScore } from "../../content/content-scores";
import { emptySection, formatCount, formatDay, NO_DATA } from "../document/format";
import type { ReportDocumentSection } from "../document/report-document";

const mean = (values: (number | null)[]) => {
  const measured = values.filter((v): v is number => v !== null);
  return measured.length === 0 ? null : Math.round(measured.reduce((a, b) => a + b, 0) / measured.length);
};

/** The content library as the editor's analyser scores it today (not a period's figure: scores are not stored). */
export function contentScoresSection(
  library: { items: ContentScore[]; total: number },
  generatedAt: string,
): ReportDocumentSection {
  const section = emptySection("content_scores");
  if (library.items.length === 0) return { ...section, empty: NO_DATA };
  const some =
    library.total > library.items.length
      ? `the ${formatCount(library.items.length)} most recently updated of ${formatCount(library.total)} items`
      : `${formatCount(library.total)} items`;
  section.source = `RankLens content analyser, run on ${formatDay(generatedAt)} on the saved version of ${some}`;
  const seo = mean(library.items.map((i) => i.seoScore));
  const readability = mean(library.items.map((i) => i.readabilityScore));
  section.figures.push(
    { label: "Items", value: formatCount(library.total), detail: null },
    { label: "Average SEO score", value: seo === null ? "N/A" : `${seo} / 100`, detail: null },
    {
      label: "Average readability score",
      value: readability === null ? "N/A" : `${readability} / 100`,
      detail: null,
    },
  );
  section.tables.push({
    id: "content-scores",
    title: "Content items",
    columns: [
      { label: "Title", kind: "text" },
      { label: "Type", kind: "text" },
      { label: "Status", kind: "text" },
      { label: "SEO score", kind: "number" },
      { label: "Readability score", kind: "number" },
      { label: "Updated", kind: "text" },
    ],
    rows: library.items.map((i) => [
      i.title,
      i.type,
      i.status,
      i.seoScore,
      i.readabilityScore,
      i.updatedAt.slice(0, 10),
    ]),
    printedRows: 25,
  });
  return section;
}
