import type { ReportDocument } from "../document/report-document";

/** One document of a combined report, and the name its sections are headed with. */
export interface DocumentPart {
  name: string;
  document: ReportDocument;
}

/**
 * Several documents as one: the first one's branding and period, every part's sections in order
 * with the part's name before each heading ("example.com: Site health"), and table ids prefixed
 * with the part's place so they stay distinct (the CSV file names). Parts cover the same period.
 */
export function combineDocuments(title: string, parts: DocumentPart[]): ReportDocument {
  const first = parts[0]?.document;
  if (!first) throw new Error("combineDocuments needs at least one document");
  return {
    ...first,
    title,
    subject: parts.map((part) => part.name).join(" · "),
    sections: parts.flatMap((part, index) =>
      part.document.sections.map((section) => ({
        ...section,
        title: `${part.name}: ${section.title}`,
        tables: section.tables.map((table) => ({ ...table, id: `part-${index + 1}-${table.id}` })),
      })),
    ),
  };
}
