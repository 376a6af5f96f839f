import { FormField, SELECT_CLASSES } from "../../components/ui/form-field";
import { cn } from "../../lib/cn";

/** A labelled select of things a report can cover by id, with a first "none" choice (""). */
export function ScopeSelect({
  label,
  name,
  value,
  onChange,
  options,
  noneLabel,
  hint,
  error,
  loading = false,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ id: string; name: string }>;
  noneLabel: string;
  hint?: string;
  error?: string | null;
  loading?: boolean;
}) {
  // A saved id that is not (or not yet) in the list still shows, so nothing changes behind the user's back.
  const missing = value !== "" && !options.some((option) => option.id === value);
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          name={name}
          className={cn(SELECT_CLASSES, error && "border-red-600")}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{loading ? "Loading..." : noneLabel}</option>
          {missing ? <option value={value}>{loading ? "Loading..." : "(deleted)"}</option> : null}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
