import {
  SEGMENT_FIELD_KINDS,
  SEGMENT_FIELDS,
  SEGMENT_LIMITS,
  type Segment,
  type SegmentCondition,
  type SegmentDefinition,
  type SegmentField,
  type SegmentOperator,
} from "@ranklens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, SlidersHorizontal, Trash2, X } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormField, SELECT_CLASSES } from "../../../components/ui/form-field";
import { ApiError } from "../../../lib/api-error";
import { cn } from "../../../lib/cn";
import type { CrawlPagesFilters } from "../../../lib/crawl-pages-api";
import { queryKeys } from "../../../lib/query-keys";
import {
  deleteSegment,
  fetchCrawl,
  fetchIssueSummary,
  listSegments,
  saveSegment,
} from "../../../lib/site-audits-api";
import {
  conditionOn,
  conditionText,
  FIELD_LABELS,
  OPERATOR_LABELS,
  operatorsOf,
  takesValue,
} from "./segment-labels";

const NEW_DEFINITION: SegmentDefinition = { match: "all", conditions: [conditionOn("depth")] };

/**
 * Segments above the All pages table: pick one of the site's saved segments, or build conditions
 * joined by AND or OR, apply them, and save them under a name for the issues, Compare and exports.
 * What the conditions mean is the server's (site-audit-segments.ts); it refuses a bad one on the
 * condition, in its own words.
 */
export function SegmentBar({
  siteId,
  crawlId,
  filters,
  onChange,
  canManage,
}: {
  siteId: string;
  crawlId: string;
  filters: CrawlPagesFilters;
  onChange: (filters: CrawlPagesFilters) => void;
  canManage: boolean;
}) {
  const queryClient = useQueryClient();
  const segments = useQuery({
    queryKey: queryKeys.siteAudits.segments(siteId),
    queryFn: () => listSegments(siteId),
  });
  const issues = useQuery({
    queryKey: queryKeys.siteAudits.issues(crawlId),
    queryFn: () => fetchIssueSummary(crawlId),
  });
  // The crawl's own custom searches: a "Custom search" condition picks one by name.
  const crawl = useQuery({
    queryKey: queryKeys.siteAudits.crawl(crawlId),
    queryFn: () => fetchCrawl(crawlId),
  });
  const searches = crawl.data?.settings.search.map((search) => search.name) ?? [];
  const checks = issues.data?.checks ?? [];
  const issueTitle = (id: string) => checks.find((check) => check.id === id)?.title ?? id;
  const saved = segments.data?.find((segment) => segment.id === filters.segment) ?? null;
  const [draft, setDraft] = useState<SegmentDefinition | null>(null);
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: queryKeys.siteAudits.segments(siteId) });
  const save = useMutation({
    mutationFn: (definition: SegmentDefinition) =>
      saveSegment(siteId, { name: name.trim(), ...definition }, saved?.id),
    onSuccess: (segment) => {
      // The picker lists the saved segment at once, not when the list comes back: it is about to be chosen.
      queryClient.setQueryData<Segment[]>(queryKeys.siteAudits.segments(siteId), (list) => [
        ...(list ?? []).filter((other) => other.id !== segment.id),
        segment,
      ]);
      refresh();
      setDraft(null);
      setProblem(null);
      onChange({ ...filters, segment: segment.id, where: undefined });
    },
    onError: (error) =>
      setProblem(error instanceof ApiError ? error.message : "The segment could not be saved."),
  });
  const remove = useMutation({
    mutationFn: (segmentId: string) => deleteSegment(siteId, segmentId),
    onSuccess: () => {
      refresh();
      onChange({ ...filters, segment: undefined, where: undefined });
    },
    onError: (error) =>
      setProblem(error instanceof ApiError ? error.message : "The segment could not be deleted."),
  });

  const current: SegmentDefinition | null = saved ?? filters.where ?? null;
  const edit = () => {
    setDraft(current ? { match: current.match, conditions: current.conditions } : NEW_DEFINITION);
    setName(saved?.name ?? "");
    setProblem(null);
  };
  const setCondition = (index: number, condition: SegmentCondition) =>
    setDraft((d) => d && { ...d, conditions: d.conditions.map((c, i) => (i === index ? condition : c)) });

  return (
    <section aria-label="Segment" className="mb-4 rounded-md border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="Segment" fieldClassName="min-w-[14rem] flex-1">
          {(control) => (
            <select
              {...control}
              className={SELECT_CLASSES}
              value={filters.segment ?? (filters.where ? "unsaved" : "")}
              onChange={(event) => {
                const value = event.target.value;
                setDraft(null);
                if (value === "unsaved") return;
                onChange({ ...filters, segment: value || undefined, where: undefined });
              }}
            >
              <option value="">All pages</option>
              {filters.where ? <option value="unsaved">Conditions not saved</option> : null}
              {(segments.data ?? []).map((segment) => (
                <option key={segment.id} value={segment.id}>
                  {segment.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {draft === null ? (
          <Button variant="secondary" onClick={edit}>
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {current ? "Edit conditions" : "Add conditions"}
          </Button>
        ) : null}
      </div>
      {current && draft === null ? (
        <p className="mt-2 text-sm text-slate-700">
          {current.conditions
            .map((condition) => conditionText(condition, issueTitle))
            .join(current.match === "all" ? " AND " : " OR ")}
        </p>
      ) : null}
      {draft ? (
        <fieldset className="mt-3 space-y-3">
          <legend className="sr-only">Conditions</legend>
          <label className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            Pages matching
            <select
              className={cn(SELECT_CLASSES, "w-auto")}
              value={draft.match}
              onChange={(event) => setDraft({ ...draft, match: event.target.value as "all" | "any" })}
            >
              <option value="all">all conditions (AND)</option>
              <option value="any">any condition (OR)</option>
            </select>
          </label>
          <ol className="space-y-2">
            {draft.conditions.map((condition, index) => (
              <ConditionRow
                // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no identity but their place.
                key={index}
                index={index}
                condition={condition}
                checks={checks}
                searches={searches}
                onChange={(next) => setCondition(index, next)}
                onRemove={
                  draft.conditions.length > 1
                    ? () => setDraft({ ...draft, conditions: draft.conditions.filter((_, i) => i !== index) })
                    : null
                }
              />
            ))}
          </ol>
          {draft.conditions.length < SEGMENT_LIMITS.conditions ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setDraft({ ...draft, conditions: [...draft.conditions, conditionOn("url")] })}
            >
              <Plus className="size-4" aria-hidden="true" />
              Add condition
            </Button>
          ) : null}
          <div className="flex flex-wrap items-end gap-2 border-t border-slate-200 pt-3">
            <Button
              onClick={() => {
                setDraft(null);
                onChange({ ...filters, segment: undefined, where: draft });
              }}
            >
              Apply
            </Button>
            {canManage ? (
              <>
                <FormField label="Segment name" fieldClassName="min-w-[12rem]">
                  {(control) => (
                    <input
                      {...control}
                      className={SELECT_CLASSES}
                      value={name}
                      maxLength={SEGMENT_LIMITS.nameLength}
                      onChange={(event) => setName(event.target.value)}
                      placeholder="e.g. Blog posts"
                    />
                  )}
                </FormField>
                <Button variant="secondary" loading={save.isPending} onClick={() => save.mutate(draft)}>
                  {saved ? "Save changes" : "Save segment"}
                </Button>
                {saved ? (
                  <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate(saved.id)}>
                    <Trash2 className="size-4" aria-hidden="true" />
                    Delete segment
                  </Button>
                ) : null}
              </>
            ) : null}
            <Button variant="secondary" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
          {problem ? (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </section>
  );
}

/** One condition: field, operator and (when the operator takes one) a value of the field's kind. */
function ConditionRow({
  index,
  condition,
  checks,
  searches,
  onChange,
  onRemove,
}: {
  index: number;
  condition: SegmentCondition;
  checks: readonly { id: string; title: string }[];
  /** The crawl's custom searches, by name. */
  searches: readonly string[];
  onChange: (condition: SegmentCondition) => void;
  onRemove: (() => void) | null;
}) {
  const kind = SEGMENT_FIELD_KINDS[condition.field];
  const label = `Condition ${index + 1}`;
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-white p-2 sm:border-0 sm:bg-transparent sm:p-0">
      <select
        aria-label={`${label}: field`}
        className={cn(SELECT_CLASSES, "w-auto")}
        value={condition.field}
        onChange={(event) =>
          onChange(
            conditionOn(event.target.value as SegmentField, {
              checkId: checks[0]?.id,
              searchName: searches[0],
            }),
          )
        }
      >
        {SEGMENT_FIELDS.map((field) => (
          <option key={field} value={field}>
            {FIELD_LABELS[field]}
          </option>
        ))}
      </select>
      <select
        aria-label={`${label}: operator`}
        className={cn(SELECT_CLASSES, "w-auto")}
        value={condition.op}
        onChange={(event) => {
          const op = event.target.value as SegmentOperator;
          onChange(takesValue(op) ? { ...condition, op } : { field: condition.field, op });
        }}
      >
        {operatorsOf(condition.field).map((op) => (
          <option key={op} value={op}>
            {OPERATOR_LABELS[op]}
          </option>
        ))}
      </select>
      {!takesValue(condition.op) ? null : kind === "check" ? (
        <select
          aria-label={`${label}: site issue`}
          className={cn(SELECT_CLASSES, "w-auto max-w-full flex-1")}
          value={String(condition.value ?? "")}
          onChange={(event) => onChange({ ...condition, value: event.target.value })}
        >
          {checks.map((check) => (
            <option key={check.id} value={check.id}>
              {check.title}
            </option>
          ))}
        </select>
      ) : kind === "search" ? (
        <select
          aria-label={`${label}: custom search`}
          className={cn(SELECT_CLASSES, "w-auto max-w-full flex-1")}
          value={String(condition.value ?? "")}
          disabled={searches.length === 0}
          onChange={(event) => onChange({ ...condition, value: event.target.value })}
        >
          {searches.length === 0 ? <option value="">This crawl ran no custom search</option> : null}
          {searches.map((search) => (
            <option key={search} value={search}>
              {search}
            </option>
          ))}
        </select>
      ) : (
        <input
          aria-label={`${label}: value`}
          className={cn(SELECT_CLASSES, "w-auto min-w-[8rem] flex-1")}
          type={kind === "number" ? "number" : "text"}
          value={condition.value ?? ""}
          onChange={(event) =>
            onChange({
              ...condition,
              value: kind === "number" ? Number(event.target.value) : event.target.value,
            })
          }
        />
      )}
      {onRemove ? (
        <Button variant="secondary" size="sm" onClick={onRemove} aria-label={`Remove condition ${index + 1}`}>
          <X className="size-4" aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}
