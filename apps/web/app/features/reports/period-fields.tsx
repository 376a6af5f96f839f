import { REPORT_PERIOD_LABELS, REPORT_PERIODS, type ReportPeriod } from "@ranklens/shared";
import { FormField, SELECT_CLASSES } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import type { ReportFormField, ReportFormValues } from "./report-form";

type Period = Pick<ReportFormValues, "period" | "from" | "to">;

/** The report's period: one of the rolling ones, or custom first and last days (inclusive, UTC). */
export function PeriodFields({
  value,
  onChange,
  error,
}: {
  value: Period;
  onChange: (period: Period) => void;
  error: (field: ReportFormField) => string | null;
}) {
  return (
    <div className="space-y-4">
      <FormField label="Period" error={error("period")} fieldClassName="max-w-xs">
        {(control) => (
          <select
            {...control}
            name="period"
            className={cn(SELECT_CLASSES, error("period") && "border-red-600")}
            value={value.period}
            onChange={(event) => onChange({ ...value, period: event.target.value as ReportPeriod })}
          >
            {REPORT_PERIODS.map((period) => (
              <option key={period} value={period}>
                {REPORT_PERIOD_LABELS[period]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {value.period === "custom" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            type="date"
            label="First day"
            name="from"
            value={value.from}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
            error={error("from")}
          />
          <Input
            type="date"
            label="Last day"
            name="to"
            value={value.to}
            min={value.from || undefined}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
            error={error("to")}
            hint="Included."
          />
        </div>
      ) : null}
    </div>
  );
}
