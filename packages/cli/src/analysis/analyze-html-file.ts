import { readFile } from "node:fs/promises";
import { analyzeHtml, type SeoReport } from "@ranklens/engine";
import { CliFailure } from "../cli-failure";

/** Analyses a saved HTML file as if it had been served from `url`; no network access. */
export async function analyzeHtmlFile(file: string, url: string): Promise<SeoReport> {
  let html: string;
  try {
    html = await readFile(file, "utf8");
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message;
    throw new CliFailure("FILE_UNREADABLE", `Cannot read ${file}: ${reason}`, { cause: error });
  }
  return analyzeHtml(html, { url });
}
