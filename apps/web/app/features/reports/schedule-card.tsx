import type { ReportCadence, ReportSchedule } from "@ranklens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import toast from "react-hot-toast";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormFailureAlert } from "../../components/ui/form-failure-alert";
import { type FormFailure, formFailureOf, noFailure } from "../../lib/form-failure";
import { formatDateTime } from "../../lib/format-date";
import type { Permission } from "../../lib/permission";
import { fetchReportSchedule, reportsKeys, updateReportSchedule } from "../../lib/reports-api";
import { type ScheduleOption, SchedulePicker } from "../projects/schedule-picker";
import { addRecipient } from "./recipients";
import { RecipientsField } from "./recipients-field";

const CADENCE_OPTIONS: ScheduleOption<ReportCadence>[] = [
  { value: "off", label: "Off" },
  { value: "weekly", label: "Weekly" },
  { value: "monthly", label: "Monthly" },
];

type ScheduleField = "cadence" | "recipients";
const fieldOf = (field: unknown): ScheduleField | null => {
  const head = typeof field === "string" ? field.split(".")[0] : null;
  return head === "cadence" || head === "recipients" ? head : null;
};

/**
 * The report by e-mail: off, weekly or monthly, to up to 10 recipients, the PDF attached; when it
 * last went out and when it goes next. Each recipient can unsubscribe from the mail itself.
 */
export function ScheduleCard({ reportId, manage }: { reportId: string; manage: Permission }) {
  const schedule = useQuery({
    queryKey: reportsKeys.schedule(reportId),
    queryFn: () => fetchReportSchedule(reportId),
  });
  let body: ReactNode;
  if (schedule.isPending) body = <LoadingBlock label="Loading schedule" />;
  else if (schedule.isError)
    body = (
      <LoadError
        message={schedule.error.message}
        onRetry={() => void schedule.refetch()}
        retrying={schedule.isRefetching}
      />
    );
  else
    body = (
      <ScheduleForm
        key={JSON.stringify(schedule.data)}
        reportId={reportId}
        schedule={schedule.data}
        manage={manage}
      />
    );
  return (
    <Card
      title="Schedule"
      description="E-mail the report with its PDF attached; every recipient can unsubscribe."
    >
      {body}
    </Card>
  );
}

function ScheduleForm({
  reportId,
  schedule,
  manage,
}: {
  reportId: string;
  schedule: ReportSchedule;
  manage: Permission;
}) {
  const queryClient = useQueryClient();
  const [cadence, setCadence] = useState(schedule.cadence);
  const [recipients, setRecipients] = useState(schedule.recipients);
  const [draft, setDraft] = useState("");
  const [failure, setFailure] = useState<FormFailure<ScheduleField>>(noFailure());

  const save = useMutation({
    mutationFn: (list: string[]) => updateReportSchedule(reportId, { cadence, recipients: list }),
    onMutate: () => setFailure(noFailure()),
    onSuccess: (stored) => {
      queryClient.setQueryData(reportsKeys.schedule(reportId), stored);
      // The list and the report show the schedule too.
      void queryClient.invalidateQueries({ queryKey: reportsKeys.list });
      void queryClient.invalidateQueries({ queryKey: reportsKeys.report(reportId) });
      toast.success(stored.cadence === "off" ? "Schedule turned off" : "Schedule saved");
    },
    onError: (error) => setFailure(formFailureOf(error, fieldOf)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // An address typed but not yet added counts: that is what the person meant.
    const withDraft = addRecipient(recipients, draft);
    if (withDraft.problem) {
      setFailure({ ...noFailure(), fields: { recipients: withDraft.problem } });
      return;
    }
    setRecipients(withDraft.list);
    setDraft("");
    save.mutate(withDraft.list);
  };

  const facts: [string, string][] = [
    ["Last sent", schedule.lastSentAt ? formatDateTime(schedule.lastSentAt) : "Never"],
    ["Next send", schedule.nextSendAt ? formatDateTime(schedule.nextSendAt) : "Not scheduled"],
  ];

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Report schedule">
      <fieldset disabled={!manage.allowed} className="min-w-0 space-y-5">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="text-sm font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <SchedulePicker
          legend="Send"
          name="cadence"
          options={CADENCE_OPTIONS}
          value={cadence}
          onChange={setCadence}
          allowed={null}
          error={failure.fields.cadence}
        />
        <RecipientsField
          recipients={recipients}
          onChange={setRecipients}
          draft={draft}
          onDraftChange={setDraft}
          error={failure.fields.recipients ?? null}
        />
        <FormFailureAlert failure={failure} />
        <div className="flex justify-end">
          <Button
            type="submit"
            loading={save.isPending}
            loadingLabel="Saving..."
            title={manage.reason ?? undefined}
          >
            Save schedule
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
