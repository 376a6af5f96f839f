import type { AlertSettings } from "@ranklens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Card } from "../../components/ui/card";
import { Toggle } from "../../components/ui/toggle";
import { fetchAlertSettings, projectsKeys, updateAlertSettings } from "../../lib/projects-api";
import { useActiveWorkspace } from "../../lib/use-workspaces";

// What each switch does, in the words of what RankLens sends (issues 17, 30 and 31).
const TOGGLES: Array<{ key: keyof AlertSettings; label: string; description: string }> = [
  {
    key: "emailNotifications",
    label: "Email Notifications",
    description:
      "A daily digest e-mail of the warnings and infos your monitoring projects found, and a weekly summary of this workspace's sites and projects on Mondays. Password reset e-mails are always sent.",
  },
  {
    key: "contentAlerts",
    label: "Content Alerts",
    description:
      "An immediate e-mail for each critical change on your own pages: a page that breaks, a noindex, a removed title.",
  },
  {
    key: "rankingAlerts",
    label: "Ranking Alerts",
    description:
      "An e-mail when a keyword a project tracks drops or falls out of the top 100, once two checks in a row agree.",
  },
];

/**
 * Notification Settings: the three alert switches of the signed-in user in the active workspace
 * (GET/PUT /api/v1/alerts/settings). A switch flips at once (optimistic) and flips back with an
 * error message if saving fails.
 */
export function NotificationSettingsCard() {
  const queryClient = useQueryClient();
  const { workspace } = useActiveWorkspace();
  const key = projectsKeys.alertSettings(workspace?.id ?? "");
  const settings = useQuery({ queryKey: key, queryFn: fetchAlertSettings, enabled: workspace !== null });

  const save = useMutation({
    mutationFn: updateAlertSettings,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AlertSettings>(key);
      if (before) queryClient.setQueryData<AlertSettings>(key, { ...before, ...changes });
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error("Failed to update notification settings");
    },
    onSuccess: (stored) => queryClient.setQueryData(key, stored),
  });

  return (
    <Card
      title="Notification Settings"
      description={
        workspace
          ? `What RankLens e-mails you about the monitoring projects of ${workspace.name}; each workspace has its own.`
          : "What RankLens e-mails you about your monitoring projects."
      }
    >
      {settings.isPending ? (
        <LoadingBlock label="Loading notification settings" />
      ) : settings.isError ? (
        <LoadError
          message={settings.error.message}
          onRetry={() => void settings.refetch()}
          retrying={settings.isRefetching}
        />
      ) : (
        <div className="divide-y divide-slate-200">
          {TOGGLES.map(({ key: setting, label, description }) => (
            <Toggle
              key={setting}
              label={label}
              description={description}
              checked={settings.data[setting]}
              onChange={(checked) => save.mutate({ [setting]: checked })}
            />
          ))}
        </div>
      )}
    </Card>
  );
}
