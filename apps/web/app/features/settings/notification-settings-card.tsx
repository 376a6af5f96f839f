import { type Account, CAPABILITIES, type Preferences } from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { Toggle } from "../../components/ui/toggle";
import { updatePreferences } from "../../lib/account-api";
import { queryKeys } from "../../lib/query-keys";

// RankLens sends no alert e-mails yet (only password resets, which always go out): the
// switches are stored for when it does, and the texts say so rather than promise mail.
const TOGGLES: Array<{ key: keyof Preferences; label: string; description: string }> = [
  {
    key: "emailNotifications",
    label: "Email Notifications",
    description: "E-mail about your analyses and content. Password reset e-mails are always sent.",
  },
  { key: "contentAlerts", label: "Content Alerts", description: "Alerts about your content items." },
  {
    key: "rankingAlerts",
    label: "Ranking Alerts",
    description: "Alerts when your pages' search rankings change (needs rank monitoring, not built yet).",
  },
];

/**
 * Notification Settings: three switches stored on the server. A switch flips at
 * once (optimistic) and flips back with an error message if saving fails.
 * Until RankLens sends notifications (CAPABILITIES.notifications) the card
 * says so: the switches record a choice, they do not turn anything on.
 */
export function NotificationSettingsCard({ preferences }: { preferences: Preferences }) {
  const queryClient = useQueryClient();

  const save = useMutation({
    mutationFn: updatePreferences,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.account });
      const before = queryClient.getQueryData<Account>(queryKeys.account);
      if (before) {
        queryClient.setQueryData<Account>(queryKeys.account, {
          ...before,
          preferences: { ...before.preferences, ...changes },
        });
      }
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.account, context.before);
      toast.error("Failed to update notification settings");
    },
    onSuccess: (stored) => {
      queryClient.setQueryData<Account>(queryKeys.account, (current) =>
        current ? { ...current, preferences: stored } : current,
      );
    },
  });

  return (
    <Card
      title="Notification Settings"
      description={
        CAPABILITIES.notifications
          ? "Choose what RankLens tells you about."
          : "RankLens sends no notifications yet. Your choices are saved with your account and apply once it does."
      }
      action={CAPABILITIES.notifications ? null : <Badge tone="warning">Coming soon</Badge>}
    >
      <div className="divide-y divide-slate-200">
        {TOGGLES.map(({ key, label, description }) => (
          <Toggle
            key={key}
            label={label}
            description={description}
            checked={preferences[key]}
            onChange={(checked) => save.mutate({ [key]: checked })}
          />
        ))}
      </div>
    </Card>
  );
}
