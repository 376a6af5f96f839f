import { DEFAULT_KEYWORD_MARKET, KEYWORD_MARKETS, type ProviderConnection } from "@ranklens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api-error";
import { cn } from "../../lib/cn";
import {
  connectDataForSeo,
  disconnectProvider,
  fetchProviderConnection,
  providersKeys,
  testProvider,
} from "../../lib/providers-api";
import { useCan } from "../../lib/use-can";
import { useActiveWorkspace } from "../../lib/use-workspaces";

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : "Something went wrong. Please try again.";

/**
 * Search data: the workspace's DataForSEO account, which fills the analyzer's Search volume,
 * Competition and Difficulty (issue 30). The password goes to the server, which seals it; it never
 * comes back. Admins connect, test and disconnect; every member sees whether it is connected.
 */
export function SearchDataCard() {
  const queryClient = useQueryClient();
  const { workspace } = useActiveWorkspace();
  const manage = useCan("providers.manage");
  const key = providersKeys.connection(workspace?.id ?? "", "dataforseo");
  const connection = useQuery({
    queryKey: key,
    queryFn: () => fetchProviderConnection("dataforseo"),
    enabled: workspace !== null,
  });
  const [tested, setTested] = useState<string | null>(null);
  const stored = (value: ProviderConnection) => queryClient.setQueryData(key, value);

  const test = useMutation({
    mutationFn: () => testProvider("dataforseo"),
    onSuccess: (result) =>
      setTested(
        `Connected as ${result.login}${result.balance === null ? "" : `; balance $${result.balance.toFixed(2)}`}.`,
      ),
    onError: () => setTested(null),
  });
  const disconnect = useMutation({
    mutationFn: () => disconnectProvider("dataforseo"),
    onSuccess: () => {
      setTested(null);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  return (
    <Card
      title="Search data"
      description="Search volume, competition and difficulty for the analyzer's keywords, from your own DataForSEO account."
    >
      {connection.isPending ? (
        <LoadingBlock label="Loading search data settings" />
      ) : connection.isError ? (
        <LoadError
          message="The search data settings could not be loaded."
          onRetry={() => void connection.refetch()}
        />
      ) : connection.data.connected ? (
        <div className="space-y-3 text-sm">
          <p className="text-slate-700">
            <Badge tone="success" className="mr-2">
              Connected
            </Badge>
            DataForSEO account <span className="font-medium">{connection.data.login}</span>, market{" "}
            {KEYWORD_MARKETS[connection.data.locationCode as keyof typeof KEYWORD_MARKETS] ??
              connection.data.locationCode}
            .
          </p>
          {tested ? (
            <p className="text-emerald-700" role="status">
              {tested}
            </p>
          ) : null}
          {test.isError ? (
            <p className="text-red-700" role="alert">
              {messageOf(test.error)}
            </p>
          ) : null}
          {disconnect.isError ? (
            <p className="text-red-700" role="alert">
              {messageOf(disconnect.error)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              disabled={!manage.allowed || test.isPending}
              title={manage.reason ?? undefined}
              onClick={() => test.mutate()}
            >
              {test.isPending ? "Testing…" : "Test connection"}
            </Button>
            <Button
              variant="ghost"
              disabled={!manage.allowed || disconnect.isPending}
              title={manage.reason ?? undefined}
              onClick={() => disconnect.mutate()}
            >
              Disconnect
            </Button>
          </div>
          {manage.note ? <p className="text-slate-600">{manage.note}</p> : null}
        </div>
      ) : (
        <ConnectForm
          canStore={connection.data.canStore}
          allowed={manage.allowed}
          note={manage.note}
          onStored={stored}
        />
      )}
      <p className="mt-4 text-sm text-slate-600">
        Each keyword is read at most once in 30 days and paid for at DataForSEO from your account. Search
        Console and rank tracking are coming soon.
      </p>
    </Card>
  );
}

function ConnectForm({
  canStore,
  allowed,
  note,
  onStored,
}: {
  canStore: boolean;
  allowed: boolean;
  note: string | null;
  onStored: (connection: ProviderConnection) => void;
}) {
  const [login, setLogin] = useState("");
  const [password, setPassword] = useState("");
  const [market, setMarket] = useState<number>(DEFAULT_KEYWORD_MARKET);
  const connect = useMutation({
    mutationFn: () => connectDataForSeo({ login, password, locationCode: market }),
    onSuccess: (connection) => {
      setPassword("");
      onStored(connection);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    connect.mutate();
  };
  if (!canStore)
    return (
      <p className="text-sm text-slate-700">
        This server cannot store provider credentials: its administrator must set SECRETS_KEY first.
      </p>
    );
  const disabled = !allowed || connect.isPending;
  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
      <Input
        label="DataForSEO API login"
        hint="From app.dataforseo.com/api-access (not the dashboard's password)."
        autoComplete="off"
        value={login}
        disabled={!allowed}
        onChange={(event) => setLogin(event.target.value)}
      />
      <Input
        label="DataForSEO API password"
        type="password"
        autoComplete="new-password"
        value={password}
        disabled={!allowed}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="space-y-1">
        <label htmlFor="search-data-market" className="block text-sm font-medium text-slate-800">
          Market
        </label>
        <select
          id="search-data-market"
          value={market}
          disabled={!allowed}
          onChange={(event) => setMarket(Number(event.target.value))}
          className={cn("w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm", FOCUS_RING)}
        >
          {Object.entries(KEYWORD_MARKETS).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end">
        <Button type="submit" disabled={disabled}>
          {connect.isPending ? "Connecting…" : "Connect DataForSEO"}
        </Button>
      </div>
      {connect.isError ? (
        <p className="text-sm text-red-700 sm:col-span-2" role="alert">
          {messageOf(connect.error)}
        </p>
      ) : null}
      {note ? <p className="text-sm text-slate-600 sm:col-span-2">{note}</p> : null}
    </form>
  );
}
