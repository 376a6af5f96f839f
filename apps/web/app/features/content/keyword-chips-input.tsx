import { CONTENT_LIMITS } from "@ranklens/shared";
import { X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { FormField } from "../../components/ui/form-field";
import { cn } from "../../lib/cn";
import { addKeywords, removeKeywordAt, splitKeywordInput } from "./keyword-chips";

/**
 * Target keywords as removable chips. Enter or a comma adds what was typed (a pasted
 * "a, b, c" becomes three); Backspace in the empty box removes the last chip.
 */
export function KeywordChipsInput({
  label,
  keywords,
  onChange,
  disabled = false,
}: {
  label: string;
  keywords: string[];
  onChange: (keywords: string[]) => void;
  /** Shows the keywords without letting them change (a role that may not write). */
  disabled?: boolean;
}) {
  const [text, setText] = useState("");
  const full = keywords.length >= CONTENT_LIMITS.targetKeywords;

  function take(value: string, commit: boolean) {
    const { complete, pending } = splitKeywordInput(value, commit);
    if (complete.length > 0) onChange(addKeywords(keywords, complete));
    setText(pending);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      take(text, true);
    } else if (event.key === "Backspace" && text === "" && keywords.length > 0) {
      onChange(keywords.slice(0, -1));
    }
  }

  return (
    <FormField
      label={label}
      hint={`Press Enter or type a comma to add; up to ${CONTENT_LIMITS.targetKeywords}.`}
    >
      {(control) => (
        <div
          className={cn(
            "flex min-h-10 flex-wrap items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2 py-1.5 shadow-sm focus-within:outline-2 focus-within:outline-indigo-600",
            disabled && "bg-slate-100",
          )}
        >
          <ul className="contents" aria-label={label}>
            {keywords.map((keyword, index) => (
              <li
                key={keyword}
                className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-indigo-800 ring-1 ring-indigo-200 ring-inset"
              >
                {keyword}
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(removeKeywordAt(keywords, index))}
                  aria-label={`Remove ${keyword}`}
                  className={cn("rounded-full p-0.5 hover:bg-indigo-100", FOCUS_RING)}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <input
            {...control}
            value={text}
            disabled={full || disabled}
            onChange={(event) => take(event.target.value, false)}
            onKeyDown={onKeyDown}
            onBlur={() => take(text, true)}
            placeholder={
              disabled
                ? ""
                : full
                  ? "Keyword limit reached"
                  : keywords.length
                    ? "Add another…"
                    : "Type a keyword, then Enter"
            }
            className="h-7 min-w-32 flex-1 border-0 bg-transparent px-1 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none"
          />
        </div>
      )}
    </FormField>
  );
}
