import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { missingSystemTools } from "./system-tools";

/**
 * Reading a PDF in tests through poppler-utils, as a reader's tools would see it. Null when
 * poppler is here; the reason to skip otherwise (see missingSystemTools).
 */
export const popplerMissing = () =>
  missingSystemTools(["pdftotext", "pdfinfo", "pdfimages"], "Debian/Ubuntu: apt-get install poppler-utils");

/** The PDF's text as `pdftotext -layout` lays it out, pages separated by form feeds. */
export function pdfText(pdf: Buffer): string {
  return withFile(pdf, (file) => execFileSync("pdftotext", ["-layout", file, "-"], poppler).toString("utf8"));
}

/** `pdfinfo`'s fields, e.g. { Pages: "5", "Page size": "595.276 x 841.89 pts (A4)" }. */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const out = withFile(pdf, (file) => execFileSync("pdfinfo", [file], poppler).toString("utf8"));
  return Object.fromEntries(
    out.split("\n").flatMap((line) => {
      const at = line.indexOf(":");
      return at > 0 ? [[line.slice(0, at), line.slice(at + 1).trim()]] : [];
    }),
  );
}

/** The raster images the PDF draws (`pdfimages -list` rows of type "image"; their alpha masks not counted). */
export function pdfRasterImages(pdf: Buffer): Array<{ page: number; width: number; height: number }> {
  const out = withFile(pdf, (file) => execFileSync("pdfimages", ["-list", file], poppler).toString("utf8"));
  return out
    .split("\n")
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => cells[2] === "image")
    .map((cells) => ({ page: Number(cells[0]), width: Number(cells[3]), height: Number(cells[4]) }));
}

// Poppler warns on stderr about harmless structure quirks (Typst's tagged PDFs); tests read stdout only.
const poppler = { stdio: ["ignore", "pipe", "ignore"] as ["ignore", "pipe", "ignore"] };

function withFile<T>(pdf: Buffer, read: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "ranklens-pdf-"));
  try {
    const file = join(dir, "report.pdf");
    writeFileSync(file, pdf);
    return read(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
