import { characterCount } from "@ranklens/engine/length-band";
import { countWords } from "@ranklens/engine/text";
import { type Ref, useDeferredValue, useId, useMemo } from "react";
import { CopyButton } from "./copy-button";

/** Rows of the body textarea (spec §9). */
export const BODY_ROWS = 12;

/**
 * The body: a 12-row textarea with word and character counts (words counted exactly as the
 * analyser counts them) and a Copy button. Counting uses a deferred value, so a long text never
 * slows typing down.
 */
export function BodyField({
  value,
  onChange,
  textareaRef,
}: {
  value: string;
  onChange: (value: string) => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  const deferred = useDeferredValue(value);
  const words = useMemo(() => countWords(deferred), [deferred]);
  const characters = useMemo(() => characterCount(deferred), [deferred]);

  return (
    <div className="space-y-1.5">
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Content
        </label>
        <CopyButton text={value} />
      </div>
      <textarea
        ref={textareaRef}
        id={id}
        rows={BODY_ROWS}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Start writing your content here..."
        aria-describedby={`${id}-counts ${id}-format`}
        className="block w-full resize-y rounded-md border border-slate-300 bg-white px-3 py-2 font-sans text-sm leading-6 text-slate-900 shadow-sm placeholder:text-slate-500 selection:bg-amber-200 selection:text-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600"
      />
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-slate-600">
        <p id={`${id}-format`}>
          Lines starting with # are headings; blank lines separate paragraphs; [text](url) is a link.
        </p>
        <p id={`${id}-counts`} className="tabular-nums">
          {words.toLocaleString("en-US")} {words === 1 ? "word" : "words"} ·{" "}
          {characters.toLocaleString("en-US")} {characters === 1 ? "character" : "characters"}
        </p>
      </div>
    </div>
  );
}
