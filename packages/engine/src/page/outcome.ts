/** One offending element, URL or value. `value` is the evidence (a URL, a snippet, a length…). */
export interface CheckItem {
  value: string;
  reason?: string;
  [key: string]: string | number | boolean | null | undefined;
}

/** What a check's `run` returns. */
export interface CheckOutcome {
  status: "pass" | "warn" | "fail" | "notApplicable";
  /** 0..1; null when notApplicable. */
  score: number | null;
  items: CheckItem[];
  /** A concrete, actionable sentence for the suggestions list (mentions the offending values); only when not passing. */
  advice: string | undefined;
  /** A short summary shown next to the title ("3 links"); undefined for none. */
  displayValue: string | undefined;
  /**
   * Which way a check that can fail in more than one way failed ("too-short", "too-long"), as a
   * stable code: a site audit lists each way as its own issue. Undefined when there is one way.
   */
  variant: string | undefined;
}

/** A passing verdict: its summary, the items it found (listed, not faulted) and a score below 1 when graded. */
export interface Passed {
  display?: string;
  items?: CheckItem[];
  score?: number;
}

/** A failing or warning verdict: the advice for the suggestions list, the offending items, a summary and a score. */
export interface NotPassed {
  advice: string;
  items?: CheckItem[];
  display?: string;
  score?: number;
  /** See `CheckOutcome.variant`. */
  variant?: string;
}

// Every outcome has the same keys in the same order (an empty display as undefined), so the
// runner reads them from one object shape rather than several.
function outcome(
  status: CheckOutcome["status"],
  score: number | null,
  items: CheckItem[],
  advice: string | undefined,
  display: string | undefined,
  variant?: string,
): CheckOutcome {
  return { status, score, items, advice, displayValue: display || undefined, variant };
}

/** The check passes (score 1 unless given). */
export function passed({ display, items = [], score = 1 }: Passed = {}): CheckOutcome {
  return outcome("pass", score, items, undefined, display);
}

/** The check fails (score 0 unless given). */
export function failed({ advice, items = [], display, score = 0, variant }: NotPassed): CheckOutcome {
  return outcome("fail", score, items, advice, display, variant);
}

/** A warning: works, but could be better (score 0.5 unless given). */
export function warned({ advice, items = [], display, score = 0.5, variant }: NotPassed): CheckOutcome {
  return outcome("warn", score, items, advice, display, variant);
}

/** The check does not apply to this page; `display` says why. It weighs nothing in the score. */
export function notApplicable(display?: string): CheckOutcome {
  return outcome("notApplicable", null, [], undefined, display);
}
