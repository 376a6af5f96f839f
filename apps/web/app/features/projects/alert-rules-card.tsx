import {
  CHANGE_SEVERITIES,
  CHANGE_TYPE_IDS,
  CHANGE_TYPES,
  type ChangeRuleAction,
  type ChangeRules,
  type ChangeType,
  type Project,
} from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import type { Permission } from "../../lib/permission";
import { projectsKeys, updateProject } from "../../lib/projects-api";

const SEVERITY_WORD = { critical: "Critical", warning: "Warning", info: "Info" } as const;

/**
 * The project's alert rules: for each kind of change, its default severity, or a rule that mutes
 * it or gives it another severity (Content Alerts e-mail critical changes at once; the digest
 * carries the rest; a muted change is not recorded). Only editors change them; the server applies
 * them when a check stores its changes, so a rule does not rewrite changes already found.
 */
export function AlertRulesCard({ project, manage }: { project: Project; manage: Permission }) {
  const queryClient = useQueryClient();
  const [rules, setRules] = useState<ChangeRules>(project.rules);
  const dirty = JSON.stringify(rules) !== JSON.stringify(project.rules);
  const save = useMutation({
    mutationFn: () => updateProject(project.id, { rules }),
    onSuccess: (stored) => {
      queryClient.setQueryData(projectsKeys.project(project.id), stored);
      toast.success("Alert rules saved");
    },
    onError: (error) => toast.error(error instanceof Error ? error.message : "Could not save the rules"),
  });
  const choose = (type: ChangeType, value: string) =>
    setRules((current) => {
      const next = { ...current };
      if (value === "default") delete next[type];
      else next[type] = value as ChangeRuleAction;
      return next;
    });

  return (
    <Card
      title="Alert rules"
      description="How each kind of change counts for this project. Critical changes on your own pages are e-mailed at once (Content Alerts), and ranking warnings too (Ranking Alerts); the daily digest carries the others. Muted changes are not recorded. Rules apply to the next checks."
    >
      <div className="-mx-6 overflow-x-auto px-6">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-xs text-slate-600 uppercase">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Change
              </th>
              <th scope="col" className="py-2 font-semibold">
                Counts as
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {CHANGE_TYPE_IDS.map((type) => {
              const id = `rule-${type}`;
              return (
                <tr key={type}>
                  <th scope="row" className="py-2 pr-4 font-normal text-slate-800">
                    <label htmlFor={id}>{CHANGE_TYPES[type].label}</label>
                  </th>
                  <td className="py-2">
                    <select
                      id={id}
                      value={rules[type] ?? "default"}
                      disabled={!manage.allowed}
                      onChange={(event) => choose(type, event.target.value)}
                      className={cn(
                        "max-w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm disabled:bg-slate-50",
                        FOCUS_RING,
                      )}
                    >
                      <option value="default">Default ({SEVERITY_WORD[CHANGE_TYPES[type].severity]})</option>
                      <option value="mute">Mute</option>
                      {CHANGE_SEVERITIES.map((severity) => (
                        <option key={severity} value={severity}>
                          {SEVERITY_WORD[severity]}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {manage.allowed ? (
        <div className="mt-4 flex justify-end gap-3">
          <Button
            variant="secondary"
            disabled={!dirty || save.isPending}
            onClick={() => setRules(project.rules)}
          >
            Reset
          </Button>
          <Button
            disabled={!dirty}
            loading={save.isPending}
            loadingLabel="Saving..."
            onClick={() => save.mutate()}
          >
            Save rules
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
