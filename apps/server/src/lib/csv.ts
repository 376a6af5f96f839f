/**
 * CSV as RFC 4180 writes it, for every list the API exports (issue 15): records end in CRLF;
 * a field holding a comma, a double quote, CR or LF is enclosed in double quotes, and its
 * double quotes doubled. Text is UTF-8 and the file starts with a byte order mark: Excel reads
 * a CSV without one in the machine's legacy code page and garbles every accented title, while
 * LibreOffice, Google Sheets, pandas and Python's csv (utf-8-sig) all skip it.
 *
 * A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` as a formula (and tab or CR
 * can hide such a start): a crawled page titled `=HYPERLINK(…)` must not become a link in the
 * user's spreadsheet. Such text cells get a leading `'` (OWASP, "CSV Injection"), which
 * spreadsheets show as text. Numbers are written as numbers: they are ours, not a site's.
 *
 * Hand-written rather than a dependency: the whole of the rules is the function below, and the
 * neutralisation has to sit inside the quoting anyway.
 */

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8; header=present";
export const UTF8_BOM = "\uFEFF";

/** A value a CSV cell can hold; null and undefined are empty cells. */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field, neutralised and quoted as needed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with its CRLF. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** A whole CSV document in memory (tests, small lists). */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let out = UTF8_BOM + csvRecord(header);
  for (const row of rows) out += csvRecord(row);
  return out;
}

/**
 * The same as a byte stream pulled as the client reads: rows come from `rows` one batch at a
 * time, so a 100,000-row export never sits in memory, and a client that goes away stops the
 * reading (`return()` on the iterator).
 */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly (readonly CsvValue[])[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = rows[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(UTF8_BOM + csvRecord(header)));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map(csvRecord).join("")));
    },
    async cancel() {
      await batches.return?.();
    },
  });
}
