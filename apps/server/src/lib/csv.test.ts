import { describe, expect, it } from "vitest";
import { csvField, csvRecord, csvStream, toCsv, UTF8_BOM } from "./csv";

describe("csv", () => {
  it("quotes fields with commas, quotes, CR or LF and doubles their quotes (RFC 4180)", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
    expect(csvRecord(["x", 1, null, true, undefined])).toBe("x,1,,true,\r\n");
  });

  it("neutralises cells a spreadsheet would run as a formula, and only those", () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvField("+1+1")).toBe("'+1+1");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\t=1")).toBe("'\t=1");
    // CR at the start both neutralises and quotes.
    expect(csvField("\r=1")).toBe('"\'\r=1"');
    // Not at the start: left alone. Our own numbers (negative ones too) stay numbers.
    expect(csvField("a=b")).toBe("a=b");
    expect(csvField(-1)).toBe("-1");
    expect(csvField(Number.NaN)).toBe("");
  });

  it("keeps unicode as UTF-8 behind a byte order mark", async () => {
    const text = toCsv(["title"], [["Crème brûlée — 東京 🍮"]]);
    expect(text).toBe(`${UTF8_BOM}title\r\nCrème brûlée — 東京 🍮\r\n`);
    const bytes = new Uint8Array(
      await new Response(
        csvStream(
          ["title"],
          (async function* () {
            yield [["Crème"]];
          })(),
        ),
      ).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe("title\r\nCrème\r\n");
  });

  it("streams batches as they are read, and stops the source when the reader goes away", async () => {
    let produced = 0;
    let stopped = false;
    const source = (async function* () {
      try {
        for (;;) {
          produced++;
          yield [[produced, `row ${produced}`]];
        }
      } finally {
        stopped = true;
      }
    })();
    const reader = csvStream(["n", "name"], source).getReader();
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    expect(decoder.decode((await reader.read()).value)).toBe(`${UTF8_BOM}n,name\r\n`);
    expect(decoder.decode((await reader.read()).value)).toBe("1,row 1\r\n");
    await reader.cancel();
    expect(stopped).toBe(true);
    expect(produced).toBeLessThan(5);
  });
});
