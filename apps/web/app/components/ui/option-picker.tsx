import { cn } from "../../lib/cn";

/** One choice of a picker: its value, its name and a line saying what it means. */
export interface PickerOption<T extends string> {
  value: T;
  label: string;
  description: string;
}

export interface OptionPickerProps<T extends string> {
  legend: string;
  name: string;
  options: PickerOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Tailwind grid columns for wider screens. */
  columnsClassName?: string;
  /** Shows the choice without letting it change (a role that may not write). */
  disabled?: boolean;
}

/**
 * A set of radio cards, each with a label and a description. Native radios keep the keyboard
 * behaviour (arrow keys move the choice) and announce the group's legend.
 */
export function OptionPicker<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  columnsClassName = "grid-cols-1 sm:grid-cols-2",
  disabled = false,
}: OptionPickerProps<T>) {
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className={cn("mt-1.5 grid gap-2", columnsClassName)}>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                "flex min-w-0 cursor-pointer items-start has-[:disabled]:cursor-not-allowed gap-2 rounded-md border px-2.5 py-2 text-sm sm:gap-2.5 sm:px-3",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600",
                checked ? "border-indigo-600 bg-indigo-50" : "border-slate-300 bg-white hover:bg-slate-50",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="mt-0.5 size-4 accent-indigo-600 focus:outline-none"
              />
              <span className="min-w-0">
                <span className="block font-medium break-words text-slate-900">{option.label}</span>
                <span className="block text-xs text-slate-600">{option.description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
