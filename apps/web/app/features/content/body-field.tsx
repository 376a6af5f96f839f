import { characterCount } from "@ranklens/engine/length-band";
import { countWords } from "@ranklens/engine/text";
import { type RefObject, useDeferredValue, useLayoutEffect, useMemo, useRef } from "react";
import { Textarea } from "../../components/ui/textarea";
import { CopyButton } from "./copy-button";

/** Rows of the body textarea (spec §9). */
export const BODY_ROWS = 12;

/**
 * The body: a 12-row textarea with word and character counts (words counted exactly as the
 * analyser counts them) and a Copy button. Counting uses a deferred value, so a long text never
 * slows typing down.
 *
 * The textarea owns what is typed (it is not controlled): React never writes a render's value back
 * over the text, so no keystroke can be overwritten by a render that lags behind the typing (one
 * character in about 10,000 was, on a loaded machine). Text set from elsewhere — a restore, a
 * save's answer, the assistant — comes with a new `revision`, and only then is written into it.
 */
export function BodyField({
  value,
  revision,
  onChange,
  textareaRef,
  readOnly = false,
}: {
  value: string;
  /** Changes whenever `value` was set by something other than this field's typing. */
  revision: number;
  onChange: (value: string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  readOnly?: boolean;
}) {
  const latest = useRef(value);
  latest.current = value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a value set from elsewhere is written in
  useLayoutEffect(() => {
    const field = textareaRef.current;
    if (field && field.value !== latest.current) field.value = latest.current;
  }, [revision, textareaRef]);
  const deferred = useDeferredValue(value);
  const words = useMemo(() => countWords(deferred), [deferred]);
  const characters = useMemo(() => characterCount(deferred), [deferred]);

  return (
    <Textarea
      ref={textareaRef}
      label="Content"
      labelAside={<CopyButton text={value} />}
      rows={BODY_ROWS}
      defaultValue={value}
      readOnly={readOnly}
      onChange={(event) => onChange(event.target.value)}
      placeholder="Start writing your content here..."
      hint={
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-slate-600">
          <p>Lines starting with # are headings; blank lines separate paragraphs; [text](url) is a link.</p>
          <p className="tabular-nums">
            {words.toLocaleString("en-US")} {words === 1 ? "word" : "words"} ·{" "}
            {characters.toLocaleString("en-US")} {characters === 1 ? "character" : "characters"}
          </p>
        </div>
      }
      className="resize-y font-sans leading-6 selection:bg-amber-200 selection:text-slate-900"
    />
  );
}
