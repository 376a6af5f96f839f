import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { NodeCompiler } from "@myriaddreamin/typst-ts-node-compiler";
import { interFontFolders } from "./inter-font";
import type { TypstInput } from "./typst-input";

/** The template's folder is Typst's root: "/input/…" in report.typ are the shadow files mapped below it. */
const ROOT = dirname(fileURLToPath(import.meta.url));
const TEMPLATE = join(ROOT, "report.typ");

/**
 * Lays out one report with Typst and returns the PDF. Runs in the render child only
 * (render-child.ts): the compiler's native memory is not given back while the process lives.
 * Throws with Typst's own diagnostics when the template cannot be laid out (e.g. a logo that
 * is not a decodable image).
 */
export function compileReportPdf(input: TypstInput): Buffer {
  const compiler = NodeCompiler.create({ workspace: ROOT, fontArgs: [{ fontPaths: interFontFolders() }] });
  // Shadows overlay the folder in memory: nothing is written to disk, and a file only exists if we map it.
  compiler.mapShadow(join(ROOT, "input", "report.json"), Buffer.from(JSON.stringify(input.data)));
  for (const file of input.files) compiler.mapShadow(join(ROOT, file.path), Buffer.from(file.bytes));
  const result = compiler.compile({ mainFilePath: TEMPLATE, inputs: { paper: input.paper } });
  const document = result.result;
  if (!document || result.hasError()) {
    throw new Error(`Typst could not lay out the report: ${diagnosticsText(result.takeDiagnostics())}`);
  }
  return compiler.pdf(document, { creationTimestamp: input.creationTimestamp });
}

interface Diagnostic {
  message?: string;
  path?: string;
  range?: string | null;
}

function diagnosticsText(error: { shortDiagnostics: unknown[] } | null): string {
  const diagnostics = (error?.shortDiagnostics ?? []) as Diagnostic[];
  if (diagnostics.length === 0) return "no diagnostics given";
  return diagnostics
    .map((d) =>
      [d.message ?? "error", d.path ? `(${d.path.replace(ROOT, "")}${d.range ? ` ${d.range}` : ""})` : ""]
        .join(" ")
        .trim(),
    )
    .join("; ");
}
