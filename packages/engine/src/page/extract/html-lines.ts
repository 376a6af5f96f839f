/**
 * How a user's regex reads a page's HTML (custom search and regex extraction): line by line as grep
 * does, within a CPU budget per page. RE2 is linear in the text but cannot be interrupted, so the
 * text is cut small enough for the clock to be read between pieces.
 */
export const REGEX_SCAN = {
  /**
   * CPU time one page's regexes may take together. A rule that runs out has no value on that page
   * (null: "not searched", "not extracted"), never a false 0 or empty list.
   */
  cpuMs: 250,
  /** A longer line (minified HTML) is read in pieces of this many characters; a match across two pieces is not found. */
  lineChunk: 8_192,
} as const;

/** The CPU time this thread has used, in ms: what a regex costs, whatever else the machine runs. */
export const threadCpuMs = () => process.threadCpuUsage().user / 1_000;

/** The HTML's lines, long ones cut into REGEX_SCAN.lineChunk pieces: split once per page, for every regex. */
export function linePieces(html: string): string[] {
  const pieces: string[] = [];
  for (const line of html.split("\n")) {
    if (line.length <= REGEX_SCAN.lineChunk) pieces.push(line);
    else
      for (let at = 0; at < line.length; at += REGEX_SCAN.lineChunk)
        pieces.push(line.slice(at, at + REGEX_SCAN.lineChunk));
  }
  return pieces;
}
