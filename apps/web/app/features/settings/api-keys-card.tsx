import { API_KEY_REQUESTS_PER_MINUTE, type CreatedApiKey, type PlanId } from "@ranklens/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClassName } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { listApiKeys } from "../../lib/api-keys-api";
import { queryKeys } from "../../lib/query-keys";
import { useSystemInfo } from "../../lib/system-api";
import { ApiKeyCreatedBox } from "./api-key-created-box";
import { ApiKeyList } from "./api-key-list";
import { CreateApiKeyForm } from "./create-api-key-form";

/**
 * API keys: Pro users (everyone when billing is off) create, see once, list
 * and revoke keys for the public REST API; Basic users learn what the API is
 * and where to upgrade. Keys they kept from a Pro period stay listed so they
 * can still be revoked.
 */
export function ApiKeysCard({ plan }: { plan: PlanId }) {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const system = useSystemInfo();
  const keys = useQuery({ queryKey: queryKeys.apiKeys, queryFn: listApiKeys });
  const hasAccess = plan === "pro" || system.data?.billing.enabled === false;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys });

  return (
    <div id="api-keys" className="scroll-mt-20">
      <Card
        title="API keys"
        description={
          <>
            Use the RankLens REST API from your own scripts: send a key as{" "}
            <code className="font-mono text-xs">Authorization: Bearer &lt;key&gt;</code> to run analyses,
            manage content and read your usage. Up to {API_KEY_REQUESTS_PER_MINUTE} requests per minute per
            key.
          </>
        }
      >
        <div className="space-y-5">
          {system.isPending ? (
            <Spinner className="size-5 text-indigo-600" label="Loading API keys" />
          ) : hasAccess ? (
            created ? (
              <ApiKeyCreatedBox created={created} onDone={() => setCreated(null)} />
            ) : (
              <CreateApiKeyForm
                onCreated={(key) => {
                  setCreated(key);
                  refresh();
                }}
              />
            )
          ) : (
            <div className="rounded-md bg-indigo-50 p-4 text-sm text-indigo-900">
              <p>API access is part of the Pro plan. Upgrade to create keys for your scripts and tools.</p>
              <Link to="/upgrade" className={buttonClassName("primary", "sm", "mt-3")}>
                Upgrade to Pro
              </Link>
            </div>
          )}
          {keys.isPending ? null : keys.isError ? (
            <p className="text-sm text-red-700">Your API keys could not be loaded. Please reload the page.</p>
          ) : hasAccess || keys.data.length > 0 ? (
            <ApiKeyList keys={keys.data} onRevoked={refresh} />
          ) : null}
          <p className="text-sm text-slate-600">
            Every endpoint is described in the{" "}
            <a href="/api" className="font-medium text-indigo-700 underline-offset-2 hover:underline">
              API reference
            </a>
            .
          </p>
        </div>
      </Card>
    </div>
  );
}
