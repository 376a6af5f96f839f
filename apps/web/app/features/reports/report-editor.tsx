import type { Report } from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/ui/button";
import { FormFailureAlert } from "../../components/ui/form-failure-alert";
import { Input } from "../../components/ui/input";
import { OptionPicker, type PickerOption } from "../../components/ui/option-picker";
import { type FormFailure, noFailure } from "../../lib/form-failure";
import type { Permission } from "../../lib/permission";
import { createReport, reportsKeys, updateReport } from "../../lib/reports-api";
import { PeriodFields } from "./period-fields";
import {
  formValuesOf,
  type ReportFormField,
  type ReportFormValues,
  reportFailureOf,
  requestOf,
} from "./report-form";
import { ReportScopeFields } from "./report-scope-fields";
import { SectionList } from "./section-list";

const PAPER_OPTIONS: PickerOption<ReportFormValues["paper"]>[] = [
  { value: "a4", label: "A4", description: "210 × 297 mm" },
  { value: "letter", label: "Letter", description: "8.5 × 11 in" },
];

type Failure = FormFailure<ReportFormField>;

/**
 * The report definition: its name, what it covers, the period, the paper and the sections in
 * order. `report` null makes a new one; `onSaved` gets the stored report (and whether it is new).
 * The server judges every value; its refusal shows at the field it names.
 */
export function ReportEditor({
  report,
  onSaved,
  manage,
}: {
  report: Report | null;
  onSaved: (saved: Report, created: boolean) => void;
  /** Whether the caller's role may change reports; without it the definition is shown read-only. */
  manage: Permission;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ReportFormValues>(() => formValuesOf(report));
  const [failure, setFailure] = useState<Failure>(noFailure());
  const form = useRef<HTMLFormElement>(null);
  // A refusal at a field takes the user there: focus announces the field and its message.
  useEffect(() => {
    if (Object.keys(failure.fields).length === 0) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group (the sections) takes focus through its first control.
    (invalid instanceof HTMLFieldSetElement ? invalid.querySelector("input") : invalid)?.focus();
  }, [failure]);

  const save = useMutation({
    mutationFn: (form: ReportFormValues) =>
      report ? updateReport(report.id, requestOf(form)) : createReport(requestOf(form)),
    onMutate: () => setFailure(noFailure()),
    onSuccess: (saved) => {
      queryClient.setQueryData(reportsKeys.report(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: reportsKeys.list });
      toast.success(report ? "Report saved" : "Report created");
      onSaved(saved, report === null);
    },
    onError: (error) => setFailure(reportFailureOf(error)),
  });

  const update = (change: Partial<ReportFormValues>) => setValues((current) => ({ ...current, ...change }));
  const error = (field: ReportFormField) => failure.fields[field] ?? null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-label="Report definition">
      <fieldset disabled={!manage.allowed} className="min-w-0 space-y-6">
        <Input
          label="Report name"
          name="name"
          value={values.name}
          onChange={(event) => update({ name: event.target.value })}
          error={error("name")}
          placeholder="Monthly SEO report for Acme"
          required
        />
        <ReportScopeFields value={values} onChange={update} error={error} />
        <PeriodFields value={values} onChange={update} error={error} />
        <OptionPicker
          legend="Paper (PDF)"
          name="paper"
          options={PAPER_OPTIONS}
          value={values.paper}
          onChange={(paper) => update({ paper })}
          columnsClassName="grid-cols-2"
        />
        <SectionList
          order={values.order}
          chosen={values.chosen}
          note={values.note}
          onChange={update}
          onNoteChange={(note) => update({ note })}
          error={error("sections")}
          noteError={error("note")}
        />
        <FormFailureAlert failure={failure} />
        <div className="flex justify-end gap-3">
          <Button
            type="submit"
            loading={save.isPending}
            loadingLabel="Saving..."
            title={manage.reason ?? undefined}
          >
            {report ? "Save report" : "Create report"}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
