import { zipStream } from "../../../lib/zip-stream";
import type { ReportDocument } from "../../document/report-document";
import { reportCsvFiles } from "./report-csv-files";

/**
 * Every CSV of a report in one zip, streamed (lib/zip-stream.ts). A report's tables are built in
 * memory already (the document holds them), so each file is one chunk; the stream still keeps
 * only the file being compressed and the output chunk in flight.
 */
export function reportCsvZip(doc: ReportDocument): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return zipStream(
    reportCsvFiles(doc).map((file) => ({
      name: file.name,
      open: () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode(file.content));
            controller.close();
          },
        }),
    })),
  );
}
