import type { CrawlSchedule, PageSchedule, Plan, Project } from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormFailureAlert } from "../../components/ui/form-failure-alert";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { type FormFailure, formFailureOf, noFailure } from "../../lib/form-failure";
import { createProject, projectsKeys, updateProject } from "../../lib/projects-api";
import {
  createRequestOf,
  fieldOfServerError,
  formValuesOf,
  type ProjectFormField,
  type ProjectFormValues,
  updateRequestOf,
} from "./project-form";
import { type ScheduleOption, SchedulePicker } from "./schedule-picker";

const PAGE_SCHEDULE_OPTIONS: ScheduleOption<PageSchedule>[] = [
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
  { value: "off", label: "Off" },
];

const CRAWL_SCHEDULE_OPTIONS: ScheduleOption<CrawlSchedule>[] = [
  { value: "weekly", label: "Weekly" },
  { value: "monthly", label: "Monthly" },
  { value: "off", label: "Off" },
];

type Failure = FormFailure<ProjectFormField>;
const NO_FAILURE: Failure = noFailure();
const failureOf = (error: unknown): Failure => formFailureOf(error, fieldOfServerError);

/**
 * "New project" (project = null) or "Edit project": the site, competitors, tracked pages,
 * keywords and schedules. `plan` is the plan whose schedules apply (null: no plans on this
 * server); the server judges every value and its refusal shows at the field it names.
 */
export function ProjectDialog({
  open,
  onClose,
  project,
  plan,
}: {
  open: boolean;
  onClose: () => void;
  project: Project | null;
  plan: Plan | null;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<ProjectFormValues>(() => formValuesOf(project));
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);

  const submit = useMutation({
    mutationFn: (form: ProjectFormValues) =>
      project ? updateProject(project.id, updateRequestOf(form)) : createProject(createRequestOf(form)),
    onMutate: () => setFailure(NO_FAILURE),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: projectsKeys.all });
      if (project) onClose();
      else navigate(`/projects/${encodeURIComponent(saved.id)}`);
    },
    onError: (error) => setFailure(failureOf(error)),
  });

  const set = (field: ProjectFormField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const error = (field: ProjectFormField) => failure.fields[field] ?? null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate(values);
  };
  const pagesHint = plan
    ? `One URL per line, on your site or a competitor's; empty tracks the site URL. The ${plan.name} plan tracks up to ${plan.trackedPagesPerProject.toLocaleString("en-US")} pages per project.`
    : "One URL per line, on your site or a competitor's; empty tracks the site URL.";

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={project ? `Edit ${project.name}` : "New project"}
      description="RankLens re-analyses the tracked pages on the schedule you choose, keeps every result, and tells you what changed."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Project settings">
        <Input
          label="Site URL"
          name="siteUrl"
          value={values.siteUrl}
          onChange={set("siteUrl")}
          error={error("siteUrl")}
          placeholder="example.com"
          autoComplete="url"
          readOnly={project !== null}
          hint={
            project ? "A project's site does not change; create another project for another site." : undefined
          }
          required
        />
        <Input
          label="Name (optional)"
          name="name"
          value={values.name}
          onChange={set("name")}
          error={error("name")}
          hint={project ? undefined : "The site's host when left empty."}
        />
        <Textarea
          label="Competitors"
          name="competitors"
          rows={2}
          value={values.competitors}
          onChange={set("competitors")}
          error={error("competitors")}
          placeholder="competitor.com"
          hint="Home page URLs, one per line."
        />
        <Textarea
          label="Tracked pages"
          name="pages"
          rows={3}
          value={values.pages}
          onChange={set("pages")}
          error={error("pages")}
          placeholder="example.com/pricing"
          hint={pagesHint}
        />
        <Textarea
          label="Keywords"
          name="keywords"
          rows={2}
          value={values.keywords}
          onChange={set("keywords")}
          error={error("keywords")}
          hint="One per line or separated by commas."
        />
        <SchedulePicker
          legend="Check tracked pages"
          name="pageSchedule"
          options={PAGE_SCHEDULE_OPTIONS}
          value={values.pageSchedule}
          onChange={(pageSchedule) => setValues((current) => ({ ...current, pageSchedule }))}
          allowed={plan?.pageSchedules ?? null}
          error={error("pageSchedule")}
        />
        <SchedulePicker
          legend="Recrawl the site"
          name="crawlSchedule"
          options={CRAWL_SCHEDULE_OPTIONS}
          value={values.crawlSchedule}
          onChange={(crawlSchedule) => setValues((current) => ({ ...current, crawlSchedule }))}
          allowed={plan?.crawlSchedules ?? null}
          error={error("crawlSchedule")}
        />
        <FormFailureAlert failure={failure} />
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={submit.isPending} loadingLabel="Saving...">
            {project ? "Save changes" : "Create project"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
