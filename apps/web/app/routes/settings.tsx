import { PageHeader } from "../components/app/page-header";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Spinner } from "../components/ui/spinner";
import { AiSettingsCard } from "../features/settings/ai-settings-card";
import { ApiKeysCard } from "../features/settings/api-keys-card";
import { NotificationSettingsCard } from "../features/settings/notification-settings-card";
import { ProfileCard } from "../features/settings/profile-card";
import { SearchConsoleCard } from "../features/settings/search-console-card";
import { SearchDataCard } from "../features/settings/search-data-card";
import { UsageCard } from "../features/settings/usage-card";
import { ApiError } from "../lib/api-error";
import { pageTitle } from "../lib/page-title";
import { useAccount } from "../lib/use-account";
import { useScrollToHash } from "../lib/use-scroll-to-hash";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Settings") }];

export default function Settings() {
  const { data: account, isPending, isError, error, refetch } = useAccount();
  // Links such as the API reference's "Settings → API keys" land on /settings#api-keys.
  useScrollToHash(!isPending && !isError);

  return (
    <>
      <PageHeader
        title="Settings"
        description="Manage your profile, usage, API keys, AI provider, search data and notifications."
      />
      {isPending ? (
        <div className="flex justify-center py-12 text-indigo-600">
          <Spinner className="size-8" label="Loading settings" />
        </div>
      ) : isError ? (
        <Card>
          <p className="text-sm text-red-700" role="alert">
            {error instanceof ApiError
              ? error.message
              : "Your settings could not be loaded. Please try again."}
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => void refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <div className="space-y-6">
          <ProfileCard account={account} />
          <UsageCard />
          <ApiKeysCard plan={account.user.plan} />
          <AiSettingsCard />
          <SearchDataCard />
          <SearchConsoleCard />
          <NotificationSettingsCard />
        </div>
      )}
    </>
  );
}
