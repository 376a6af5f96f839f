import { type Rankings, SEARCH_PROVIDER_NAMES, type SearchProvider } from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { FormField, SELECT_CLASSES } from "../../components/ui/form-field";
import { errorMessageOf } from "../../lib/api-error";
import type { Permission } from "../../lib/permission";
import { rankingsKeys, setRankProvider } from "../../lib/rankings-api";
import { usd } from "./rank-format";

const NONE = "none";

/** The month's cost of a provider in words, as the estimate puts it. */
function estimateText(estimate: Rankings["estimates"][number]): string {
  const queries = `${estimate.queries} ${estimate.queries === 1 ? "query" : "queries"}`;
  const checks = Number.isInteger(estimate.checksPerMonth)
    ? `${estimate.checksPerMonth}`
    : estimate.checksPerMonth.toFixed(2);
  const queue = estimate.queued ? ", standard queue" : ", live";
  return `${queries} × ${checks} checks a month × ${usd(estimate.pricePerQuery)} a query${queue}: about ${usd(estimate.perMonth)} a month at ${SEARCH_PROVIDER_NAMES[estimate.provider]}.`;
}

/**
 * Which provider checks the project's keywords. Each choice shows what it would cost a month at
 * the project's schedule before it is saved; none stops tracking (the history stays).
 */
export function RankProviderPicker({
  projectId,
  rankings,
  manage,
}: {
  projectId: string;
  rankings: Rankings;
  manage: Permission;
}) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string>(rankings.provider ?? NONE);
  const save = useMutation({
    mutationFn: (provider: SearchProvider | null) => setRankProvider(projectId, provider),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rankingsKeys.all }),
  });
  const choices = [...new Set([...rankings.available, ...(rankings.provider ? [rankings.provider] : [])])];
  const estimate = rankings.estimates.find((e) => e.provider === chosen);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(chosen === NONE ? null : (chosen as SearchProvider));
  };
  return (
    <form onSubmit={submit} className="space-y-2 text-sm">
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="Checked with" fieldClassName="w-full max-w-xs">
          {(control) => (
            <select
              {...control}
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
              className={SELECT_CLASSES}
              disabled={!manage.allowed}
              title={manage.reason ?? undefined}
            >
              <option value={NONE}>Not tracked</option>
              {choices.map((provider) => (
                <option key={provider} value={provider}>
                  {SEARCH_PROVIDER_NAMES[provider]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {manage.allowed && chosen !== (rankings.provider ?? NONE) ? (
          <Button type="submit" loading={save.isPending} loadingLabel="Saving…">
            {chosen === NONE ? "Stop tracking" : "Track with this provider"}
          </Button>
        ) : null}
      </div>
      {chosen !== NONE ? (
        <p className="text-slate-700" data-testid="rank-estimate">
          {estimate
            ? estimateText(estimate)
            : "This project has no page schedule: its rankings are checked only when you press Check now."}
        </p>
      ) : null}
      {save.isError ? (
        <p className="text-red-700" role="alert">
          {errorMessageOf(save.error)}
        </p>
      ) : null}
    </form>
  );
}
