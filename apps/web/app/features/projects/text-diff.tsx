import type { ObservationDiff } from "@ranklens/shared";

/**
 * The word-level diff of the main text: added words underlined on green with a "+" mark, removed
 * words struck through on red with a "−" mark, so neither rests on colour; screen readers hear
 * "added" and "removed" before them.
 */
export function TextDiff({ parts }: { parts: ObservationDiff["text"] }) {
  return (
    <p className="max-h-96 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-sm leading-7 break-words text-slate-800">
      {parts.map((part, index) => {
        // Diff runs have no id; their order is their identity.
        const key = index;
        if (part.kind === "added") {
          return (
            <ins key={key} className="rounded bg-green-100 px-0.5 text-green-900 underline decoration-2">
              <span aria-hidden="true" className="font-bold">
                +
              </span>
              <span className="sr-only">[added: </span>
              {part.text}
              <span className="sr-only">]</span>
            </ins>
          );
        }
        if (part.kind === "removed") {
          return (
            <del key={key} className="rounded bg-red-100 px-0.5 text-red-900 line-through decoration-2">
              <span aria-hidden="true" className="font-bold">
                −
              </span>
              <span className="sr-only">[removed: </span>
              {part.text}
              <span className="sr-only">]</span>
            </del>
          );
        }
        return <span key={key}>{part.text}</span>;
      })}
    </p>
  );
}
