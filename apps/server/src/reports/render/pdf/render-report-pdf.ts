import { fork } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ReportDocument } from "../../document/report-document";
import { oneAtATime } from "./one-at-a-time";
import type { RenderChildAnswer } from "./render-child";
import { type TypstInput, typstInput } from "./typst-input";

const CHILD = fileURLToPath(new URL("./render-child.ts", import.meta.url));
// The child is TypeScript, like every entry of the server (`node --import tsx`, scripts/start.mjs).
// Resolved from here, not from the working directory, so it loads under npm start, the worker and vitest alike.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * One PDF render at a time per process: the renders of concurrent calls wait their turn, so a
 * burst of scheduled reports holds one Typst child's memory, not one per report.
 */
export const pdfRenderQueue = oneAtATime();

/**
 * The report as a PDF (ADR 041): Typst lays out report.typ over the document's data in a child
 * process that exits after the render, since Typst's native memory is not returned to the system
 * while a process lives (0.3 s cold start, cheap beside the render). Rejects when Typst reports
 * an error (with its message) or when the render takes longer than `timeoutMs` (the child is
 * killed first). The timeout counts from the child's start, not from the wait in the queue.
 */
export async function renderReportPdf(
  doc: ReportDocument,
  options: { timeoutMs?: number } = {},
): Promise<Buffer> {
  const input = typstInput(doc);
  return pdfRenderQueue(() => renderInChild(input, options.timeoutMs ?? DEFAULT_TIMEOUT_MS));
}

/**
 * Both ways over IPC with the "advanced" (structured clone) serialisation: the document goes in
 * and the PDF comes back as binary messages, with no base64 and no temp file to clean up after a
 * kill, and the child's stdout and stderr stay free for the compiler's own messages, which we
 * keep for the error. Settles only on the child's exit, so the next render never overlaps it.
 */
function renderInChild(input: TypstInput, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [], {
      execArgv: ["--import", TSX],
      serialization: "advanced",
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-2000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);

    let answer: RenderChildAnswer | null = null;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.once("message", (message: RenderChildAnswer) => {
      answer = message;
    });
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`The PDF renderer could not start: ${error.message}`));
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (timedOut) {
        reject(new Error(`The PDF took longer than ${timeoutMs} ms to render; the renderer was stopped.`));
      } else if (answer && "pdf" in answer) {
        resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      } else if (answer) {
        reject(new Error(answer.error));
      } else {
        const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
        reject(new Error(`The PDF renderer ${how} without a PDF${output ? `: ${output.trim()}` : ""}`));
      }
    });
    // A child that dies before reading its input is reported by "exit" above.
    child.send(input, () => undefined);
  });
}
