import { diffWordsWithSpace } from "diff";

/** A word-level piece of a change: kept, removed from the original, or added by the proposal. */
export interface DiffPiece {
  kind: "same" | "removed" | "added";
  text: string;
}

/** Unchanged text between changes. */
export interface SameSegment {
  kind: "same";
  text: string;
}

/** One change the writer can accept or leave: what it replaces and with what, plus its word-level detail. */
export interface Hunk {
  kind: "hunk";
  /** 0, 1, 2… in reading order. */
  index: number;
  /** The original text this hunk covers ("" for a pure insertion). */
  original: string;
  /** The proposed text that replaces it ("" for a pure deletion). */
  proposed: string;
  pieces: DiffPiece[];
}

export type DiffSegment = SameSegment | Hunk;

/**
 * Unchanged runs shorter than this many words (and without a line break) between two changes
 * join them into one hunk: a rewritten sentence is one decision, not five.
 */
const JOIN_GAP_WORDS = 3;

/** Diffs above this many milliseconds are given up and shown as one replacement. */
const DIFF_TIMEOUT_MS = 1500;

const wordsIn = (text: string) => text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

/**
 * Diffs the proposal against the original word by word (spaces and line breaks kept) and groups
 * the changes into hunks. Joining every segment's original side gives `original` back, and every
 * proposed side gives `proposal`, which is what makes partial acceptance exact.
 */
export function buildDiff(original: string, proposal: string): DiffSegment[] {
  if (original === proposal) return original ? [{ kind: "same", text: original }] : [];
  const changes = diffWordsWithSpace(original, proposal, { timeout: DIFF_TIMEOUT_MS }) ?? [
    { value: original, removed: true, added: false, count: 1 },
    { value: proposal, removed: false, added: true, count: 1 },
  ];
  const pieces: DiffPiece[] = changes
    .filter((change) => change.value !== "")
    .map((change) => ({
      kind: change.added ? "added" : change.removed ? "removed" : "same",
      text: change.value,
    }));

  const segments: DiffSegment[] = [];
  let open: DiffPiece[] | null = null;
  const close = () => {
    if (!open) return;
    // Trailing unchanged pieces were only kept in case another change followed.
    const tail: DiffPiece[] = [];
    while (open.length > 0 && open[open.length - 1]?.kind === "same") tail.unshift(open.pop() as DiffPiece);
    segments.push(hunkOf(open, 0));
    if (tail.length > 0) segments.push({ kind: "same", text: tail.map((p) => p.text).join("") });
    open = null;
  };

  for (const piece of pieces) {
    if (piece.kind !== "same") {
      open ??= [];
      open.push(piece);
      continue;
    }
    const joinable = open !== null && wordsIn(piece.text) < JOIN_GAP_WORDS && !piece.text.includes("\n");
    if (joinable && open) open.push(piece);
    else {
      close();
      segments.push({ kind: "same", text: piece.text });
    }
  }
  close();

  let index = 0;
  return mergeSame(segments).map((segment) =>
    segment.kind === "hunk" ? { ...segment, index: index++ } : segment,
  );
}

function hunkOf(pieces: DiffPiece[], index: number): Hunk {
  const original = pieces
    .filter((p) => p.kind !== "added")
    .map((p) => p.text)
    .join("");
  const proposed = pieces
    .filter((p) => p.kind !== "removed")
    .map((p) => p.text)
    .join("");
  return { kind: "hunk", index, original, proposed, pieces };
}

function mergeSame(segments: DiffSegment[]): DiffSegment[] {
  const merged: DiffSegment[] = [];
  for (const segment of segments) {
    const last = merged[merged.length - 1];
    if (segment.kind === "same" && last?.kind === "same") last.text += segment.text;
    else merged.push(segment.kind === "same" ? { ...segment } : segment);
  }
  return merged;
}

/** The hunks of a diff, in order. */
export function hunksOf(segments: DiffSegment[]): Hunk[] {
  return segments.filter((segment): segment is Hunk => segment.kind === "hunk");
}

/**
 * The text with only the accepted hunks applied: unchanged text as is, an accepted hunk's
 * proposed text, and every other hunk's original text.
 */
export function applyHunks(segments: DiffSegment[], accepted: ReadonlySet<number>): string {
  return segments
    .map((segment) =>
      segment.kind === "same"
        ? segment.text
        : accepted.has(segment.index)
          ? segment.proposed
          : segment.original,
    )
    .join("");
}

/** A long unchanged run, shortened for display: its start and end, and how many words were hidden. */
export interface CollapsedText {
  head: string;
  tail: string;
  hiddenWords: number;
}

/**
 * Shortens unchanged text longer than `keep` × 2 characters for display, keeping `keep` characters
 * of context next to each change (none before the first change or after the last). Null when the
 * whole text should show.
 */
export function collapseContext(
  text: string,
  position: { first: boolean; last: boolean },
  keep = 80,
): CollapsedText | null {
  const headLength = position.first ? 0 : keep;
  const tailLength = position.last ? 0 : keep;
  if (text.length <= headLength + tailLength + keep) return null;
  const head = cutAtSpace(text.slice(0, headLength), "end");
  const tail = cutAtSpace(text.slice(text.length - tailLength), "start");
  const hidden = text.slice(head.length, text.length - tail.length);
  return { head, tail, hiddenWords: wordsIn(hidden) };
}

/** Trims a cut piece of text back to a word boundary so no word shows half. */
function cutAtSpace(piece: string, side: "start" | "end"): string {
  if (piece === "") return piece;
  if (side === "end") {
    const at = piece.lastIndexOf(" ");
    return at > 0 ? piece.slice(0, at + 1) : piece;
  }
  const at = piece.indexOf(" ");
  return at >= 0 && at < piece.length - 1 ? piece.slice(at) : piece;
}
