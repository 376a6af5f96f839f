import type { Observation } from "@ranklens/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Card } from "../../components/ui/card";
import { FormField, SELECT_CLASSES } from "../../components/ui/form-field";
import { formatDateTimeSeconds } from "../../lib/format-date";
import { fetchObservationDiff, projectsKeys } from "../../lib/projects-api";
import { fieldLabel, formatFieldValue } from "./project-format";
import { TextDiff } from "./text-diff";

function ObservationSelect({
  label,
  observations,
  value,
  onChange,
}: {
  label: string;
  observations: Observation[];
  value: number;
  onChange: (id: number) => void;
}) {
  return (
    <FormField label={label} fieldClassName="min-w-0 flex-1">
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
          className={SELECT_CLASSES}
        >
          {[...observations].reverse().map((o) => (
            <option key={o.id} value={o.id}>
              {formatDateTimeSeconds(o.observedAt)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Any two checks of a page compared: the fields that differ, then the main text word by word. Newest vs previous at first. */
export function ObservationDiffCard({
  projectId,
  pageId,
  observations,
}: {
  projectId: string;
  pageId: number;
  observations: Observation[];
}) {
  const newest = observations.at(-1);
  const previous = observations.at(-2);
  const [from, setFrom] = useState<number | null>(previous?.id ?? null);
  const [to, setTo] = useState<number | null>(newest?.id ?? null);
  const fromId = from ?? previous?.id ?? null;
  const toId = to ?? newest?.id ?? null;
  const ready = fromId !== null && toId !== null && fromId !== toId;
  const diff = useQuery({
    queryKey: projectsKeys.diff(projectId, pageId, fromId ?? 0, toId ?? 0),
    queryFn: () => fetchObservationDiff(projectId, pageId, fromId ?? 0, toId ?? 0),
    enabled: ready,
  });

  if (observations.length < 2) {
    return (
      <Card title="Compare two checks">
        <p className="text-sm text-slate-600">
          There is something to compare once the page has been checked twice.
        </p>
      </Card>
    );
  }
  return (
    <Card title="Compare two checks" description="What differs between two checks of this page.">
      <div className="flex flex-col gap-4 sm:flex-row">
        <ObservationSelect label="From" observations={observations} value={fromId ?? 0} onChange={setFrom} />
        <ObservationSelect label="To" observations={observations} value={toId ?? 0} onChange={setTo} />
      </div>
      <div className="mt-5">
        {!ready ? (
          <p className="text-sm text-slate-600">Pick two different checks.</p>
        ) : diff.isPending ? (
          <LoadingBlock label="Comparing" />
        ) : diff.isError ? (
          <LoadError
            message={diff.error.message}
            onRetry={() => void diff.refetch()}
            retrying={diff.isRefetching}
          />
        ) : (
          <div className="space-y-5">
            {diff.data.fields.length === 0 ? (
              <p className="text-sm text-slate-600">No field changed between these checks.</p>
            ) : (
              <div className="-mx-6 overflow-x-auto px-6">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Fields that changed</caption>
                  <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Field
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Before
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        After
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100 align-top">
                    {diff.data.fields.map((f) => (
                      <tr key={f.field}>
                        <th scope="row" className="px-3 py-2 font-medium text-slate-900 sm:whitespace-nowrap">
                          {fieldLabel(f.field)}
                        </th>
                        <td className="max-w-xs px-3 py-2 break-words text-slate-700 line-through decoration-slate-400">
                          {formatFieldValue(f.before)}
                        </td>
                        <td className="max-w-xs px-3 py-2 break-words text-slate-900">
                          {formatFieldValue(f.after)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <section aria-labelledby="text-diff-heading">
              <h3 id="text-diff-heading" className="text-base font-semibold text-slate-900">
                Main text
                {diff.data.textChange !== null
                  ? ` (${Math.round(diff.data.textChange * 100)}% of the words changed)`
                  : ""}
              </h3>
              <p className="mt-1 mb-2 text-xs text-slate-600">
                Added words are underlined and marked +, removed words are struck through and marked −.
              </p>
              {diff.data.text.length === 0 ? (
                <p className="text-sm text-slate-600">The main text is not known for one of these checks.</p>
              ) : diff.data.text.every((p) => p.kind === "same") ? (
                <p className="text-sm text-slate-600">The main text did not change.</p>
              ) : (
                <TextDiff parts={diff.data.text} />
              )}
            </section>
          </div>
        )}
      </div>
    </Card>
  );
}
