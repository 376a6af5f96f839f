import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { sampleReportDocument } from "../../../../test/report-sample-document";
import { reportCsvFiles } from "./report-csv-files";
import { reportCsvZip } from "./report-csv-zip";

describe("reportCsvZip", () => {
  it("holds the same files, byte for byte", async () => {
    const doc = sampleReportDocument();
    const zip = new Uint8Array(await new Response(reportCsvZip(doc)).arrayBuffer());
    const entries = unzipSync(zip);
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    const unpacked = Object.entries(entries).map(([name, bytes]) => ({
      name,
      content: decoder.decode(bytes),
    }));
    expect(unpacked).toEqual(reportCsvFiles(doc));
  });
});
