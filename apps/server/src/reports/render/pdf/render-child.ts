/**
 * The PDF renderer's child process, started by render-report-pdf.ts: it takes one TypstInput as
 * its first IPC message, answers `{ pdf }` or `{ error }`, and exits, giving Typst's native
 * memory back to the system (ADR 041).
 */
import { compileReportPdf } from "./compile-report-pdf";
import type { TypstInput } from "./typst-input";

export type RenderChildAnswer = { pdf: Uint8Array } | { error: string };

process.once("message", (input: TypstInput) => {
  let answer: RenderChildAnswer;
  try {
    answer = { pdf: compileReportPdf(input) };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  // Exit once the answer is written: the parent waits for the exit before the next render starts.
  process.send?.(answer, () => process.exit(0));
});
