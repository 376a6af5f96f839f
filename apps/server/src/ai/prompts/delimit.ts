/** Runs of three or more angle brackets (ASCII, full-width, small) that could fake our markers. */
const OPENING_RUN = /[<＜﹤]{3,}/g;
const CLOSING_RUN = /[>＞﹥]{3,}/g;

/**
 * Makes text safe to place between our markers: any look-alike of
 * `<<<…>>>` inside it is turned into single guillemets, so data can never
 * close its block early and pose as instructions.
 */
export function neutralizeDelimiters(text: string): string {
  return text
    .replace(OPENING_RUN, (run) => "‹".repeat(run.length))
    .replace(CLOSING_RUN, (run) => "›".repeat(run.length));
}

/** `<<<LABEL>>>`, the text (neutralised), `<<<END LABEL>>>`, on separate lines. */
export function delimit(label: string, text: string): string {
  return `<<<${label}>>>\n${neutralizeDelimiters(text)}\n<<<END ${label}>>>`;
}
