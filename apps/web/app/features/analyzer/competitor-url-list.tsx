import { Plus, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { buttonClassName } from "../../components/ui/button";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { Input } from "../../components/ui/input";
import { cn } from "../../lib/cn";

export interface CompetitorUrlListProps {
  urls: string[];
  onChange: (urls: string[]) => void;
  /** The plan's maximum number of competitors. */
  max: number;
  /** Plan name for the hint, e.g. "Basic"; null when plans are not enforced on this server. */
  planName: string | null;
  disabled?: boolean;
}

/**
 * Competitor URL inputs, one per row, added and removed with buttons up to the
 * plan's maximum. Focus follows the change: a new row gets it, and removing a
 * row hands it to the row above (or the add button).
 */
export function CompetitorUrlList({ urls, onChange, max, planName, disabled }: CompetitorUrlListProps) {
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    if (focusIndex.current === null) return;
    const target = focusIndex.current < 0 ? addButton.current : inputs.current[focusIndex.current];
    target?.focus();
    focusIndex.current = null;
  });

  const full = urls.length >= max;

  function update(index: number, value: string) {
    onChange(urls.map((url, i) => (i === index ? value : url)));
  }
  function add() {
    focusIndex.current = urls.length;
    onChange([...urls, ""]);
  }
  function remove(index: number) {
    focusIndex.current = index > 0 ? index - 1 : urls.length > 1 ? 0 : -1;
    onChange(urls.filter((_, i) => i !== index));
  }

  return (
    <fieldset className="space-y-2" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-slate-800">Competitor URLs (optional)</legend>
      <p id={hintId} className="text-xs text-slate-600">
        Compare the page with up to {max} competitor {max === 1 ? "page" : "pages"}
        {planName ? ` on the ${planName} plan` : ""}.
      </p>
      {urls.length > 0 ? (
        <ul className="space-y-2">
          {urls.map((url, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are identified by position; their labels are numbered too
            <li key={index} className="flex items-center gap-2">
              <Input
                label={`Competitor URL ${index + 1}`}
                labelHidden
                fieldClassName="min-w-0 flex-1"
                ref={(element) => {
                  inputs.current[index] = element;
                }}
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="https://competitor.example"
                value={url}
                disabled={disabled}
                onChange={(event) => update(index, event.target.value)}
                className="min-w-0"
              />
              <button
                type="button"
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={`Remove competitor URL ${index + 1}`}
                className={cn(
                  "shrink-0 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50",
                  FOCUS_RING,
                )}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* A plain button (with the Button look) because focus must be able to return to it. */}
      <button
        ref={addButton}
        type="button"
        onClick={add}
        disabled={disabled || full}
        className={buttonClassName(
          "secondary",
          "sm",
          "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 disabled:shadow-none",
        )}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add competitor
      </button>
      {full ? (
        <p className="text-xs text-slate-600" role="status">
          {planName
            ? `That is the most competitors the ${planName} plan compares in one analysis.`
            : "That is the most competitors one analysis compares."}
        </p>
      ) : null}
    </fieldset>
  );
}
