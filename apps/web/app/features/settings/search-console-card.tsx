import { SEARCH_CONSOLE_LABEL, type SearchConsoleConnection } from "@ranklens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClassName } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { errorMessageOf } from "../../lib/api-error";
import type { Permission } from "../../lib/permission";
import {
  connectSearchConsoleUrl,
  disconnectSearchConsole,
  fetchSearchConsoleConnection,
  fetchSearchConsoleProperties,
  searchConsoleKeys,
} from "../../lib/search-console-api";
import { useCan } from "../../lib/use-can";
import { useActiveWorkspace } from "../../lib/use-workspaces";

const PERMISSION_LEVELS: Record<string, string> = {
  siteOwner: "owner",
  siteFullUser: "full user",
  siteRestrictedUser: "restricted user",
  siteUnverifiedUser: "unverified",
};

/**
 * Settings → Search Console (issue 30): an admin connects the workspace's Google account through
 * Google's consent page (read-only), sees which account and which properties it reads, and
 * disconnects (Google is asked to revoke the grant). A grant Google no longer honours is shown as
 * such, with "Connect again". Projects pick their property on their own page.
 */
export function SearchConsoleCard() {
  const { workspace } = useActiveWorkspace();
  const manage = useCan("providers.manage");
  const [params] = useSearchParams();
  const connection = useQuery({
    queryKey: searchConsoleKeys.connection(workspace?.id ?? ""),
    queryFn: fetchSearchConsoleConnection,
    enabled: workspace !== null,
  });
  const outcome = params.get("searchConsole");
  const failure = params.get("searchConsoleError");

  return (
    <Card
      title="Search Console"
      description="Clicks, impressions, CTR and average position of your pages in Google Search, read from your own Search Console account (read-only)."
    >
      <div id="search-console" className="space-y-3 text-sm">
        {outcome === "connected" ? (
          <p className="text-emerald-700" role="status">
            Search Console is connected.
          </p>
        ) : null}
        {failure ? (
          <p className="text-red-700" role="alert">
            {failure}
          </p>
        ) : null}
        {connection.isPending ? (
          <LoadingBlock label="Loading the Search Console connection" />
        ) : connection.isError ? (
          <LoadError
            message="The Search Console connection could not be loaded."
            onRetry={() => void connection.refetch()}
          />
        ) : (
          <ConnectionState connection={connection.data} manage={manage} workspaceId={workspace?.id ?? ""} />
        )}
      </div>
    </Card>
  );
}

function ConnectButton({ manage, label }: { manage: Permission; label: string }) {
  if (!manage.allowed)
    return (
      <Button disabled title={manage.reason ?? undefined}>
        {label}
      </Button>
    );
  return (
    <a href={connectSearchConsoleUrl("/settings#search-console")} className={buttonClassName("primary")}>
      {label}
    </a>
  );
}

function ConnectionState({
  connection,
  manage,
  workspaceId,
}: {
  connection: SearchConsoleConnection;
  manage: Permission;
  workspaceId: string;
}) {
  const queryClient = useQueryClient();
  const disconnect = useMutation({
    mutationFn: disconnectSearchConsole,
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: searchConsoleKeys.workspace(workspaceId) }),
  });
  if (!connection.connected) {
    if (!connection.configured)
      return (
        <p className="text-slate-700">
          Not available on this server yet.{" "}
          {manage.allowed ? connection.notConfiguredReason : "Ask the server's administrator to set it up."}
        </p>
      );
    return (
      <div className="space-y-3">
        <p className="text-slate-700">
          Not connected. Connecting opens Google&apos;s consent page; RankLens asks only to read Search
          Console and your account&apos;s e-mail address.
        </p>
        <ConnectButton manage={manage} label="Connect with Google" />
        {manage.note ? <p className="text-slate-600">{manage.note}</p> : null}
      </div>
    );
  }
  const revoked = connection.reconnectReason !== null;
  return (
    <div className="space-y-3">
      <p className="text-slate-700">
        <Badge tone={revoked ? "warning" : "success"} className="mr-2">
          {revoked ? "Needs reconnecting" : "Connected"}
        </Badge>
        Google account <span className="font-medium">{connection.email}</span>.
      </p>
      {revoked ? (
        <p className="text-amber-800" role="alert">
          {connection.reconnectReason}
        </p>
      ) : (
        <PropertyList workspaceId={workspaceId} />
      )}
      {disconnect.isError ? (
        <p className="text-red-700" role="alert">
          {errorMessageOf(disconnect.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {revoked ? <ConnectButton manage={manage} label="Connect again" /> : null}
        <Button
          variant="secondary"
          disabled={!manage.allowed || disconnect.isPending}
          title={manage.reason ?? undefined}
          onClick={() => disconnect.mutate()}
        >
          Disconnect
        </Button>
      </div>
      {manage.note ? <p className="text-slate-600">{manage.note}</p> : null}
    </div>
  );
}

function PropertyList({ workspaceId }: { workspaceId: string }) {
  const properties = useQuery({
    queryKey: searchConsoleKeys.properties(workspaceId),
    queryFn: fetchSearchConsoleProperties,
    retry: false,
  });
  if (properties.isPending) return <LoadingBlock label="Loading the Search Console properties" />;
  if (properties.isError)
    return (
      <p className="text-red-700" role="alert">
        {errorMessageOf(properties.error)}
      </p>
    );
  const list = properties.data.properties;
  return (
    <div>
      <h3 className="font-medium text-slate-900">Properties this account can read</h3>
      {list.length === 0 ? (
        <p className="mt-1 text-slate-600">
          None: add this Google account to a property in Search Console first.
        </p>
      ) : (
        <ul className="mt-1 space-y-1">
          {list.map((p) => (
            <li key={p.siteUrl} className="flex flex-wrap items-baseline gap-2">
              <span className="break-all font-mono text-slate-800">{p.siteUrl}</span>
              <span className="text-xs text-slate-600">
                {PERMISSION_LEVELS[p.permissionLevel] ?? p.permissionLevel}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-xs text-slate-600">
        Link a property to a monitoring project on the project&apos;s page. Its numbers are labelled “
        {SEARCH_CONSOLE_LABEL}”.
      </p>
    </div>
  );
}
