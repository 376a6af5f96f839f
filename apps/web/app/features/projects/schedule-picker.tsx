import { Link } from "react-router";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";

export interface ScheduleOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A schedule as a group of radio buttons (arrow keys move between them). Options the plan does
 * not include stay visible but disabled, marked "Pro" with a link to upgrade; the server refuses
 * them too. `allowed` null: no plan limits on this server.
 */
export function SchedulePicker<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  allowed,
  error,
}: {
  legend: string;
  name: string;
  options: ScheduleOption<T>[];
  value: T;
  onChange: (value: T) => void;
  allowed: readonly T[] | null;
  error?: string | null;
}) {
  const errorId = `${name}-error`;
  const locked = options.some((o) => allowed !== null && !allowed.includes(o.value));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1.5 flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => {
          const disabled = allowed !== null && !allowed.includes(option.value);
          return (
            <label
              key={option.value}
              className={cn(
                "inline-flex items-center gap-2 text-sm",
                disabled ? "cursor-not-allowed text-slate-500" : "cursor-pointer text-slate-900",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={disabled}
                onChange={() => onChange(option.value)}
                className="size-4 accent-indigo-600"
              />
              {option.label}
              {disabled ? (
                <span className="rounded bg-indigo-50 px-1.5 py-0.5 text-xs font-semibold text-indigo-700">
                  Pro
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      {locked ? (
        <p className="mt-1 text-xs text-slate-600">
          Options marked Pro need the Pro plan.{" "}
          <Link to="/upgrade" className={cn("font-semibold text-indigo-700 underline", FOCUS_RING)}>
            Upgrade to Pro
          </Link>
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
