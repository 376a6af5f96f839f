import { readFile } from "node:fs/promises";
import { analyzeHtml, type SeoReport } from "@ranklens/engine";
import { CliFailure } from "../cli-failure";

/** Analyses a saved HTML file as if it had been served from `url`; no network access. */
export async function analyzeHtmlFile(file: string, url: string): Promise<SeoReport> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message;
    throw new CliFailure("FILE_UNREADABLE", `Cannot read ${file}: ${reason}`, { cause: error });
  }
  // The file's size is the document's size, as a response body's would be.
  return analyzeHtml(bytes.toString("utf8"), { url, bytes: bytes.length });
}
