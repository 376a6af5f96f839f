import {
  type CredentialsProvider,
  DEFAULT_KEYWORD_MARKET,
  KEYWORD_MARKETS,
  type ProviderConnection,
  type ProviderTest,
  SEARCH_PROVIDER_NAMES,
} from "@ranklens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { Input } from "../../components/ui/input";
import { errorMessageOf } from "../../lib/api-error";
import { cn } from "../../lib/cn";
import {
  connectProvider,
  disconnectProvider,
  fetchProviderConnection,
  providersKeys,
  testProvider,
} from "../../lib/providers-api";
import { useCan } from "../../lib/use-can";
import { useActiveWorkspace } from "../../lib/use-workspaces";

/** What each provider brings, said under its name. */
const PROVIDER_USES: Record<CredentialsProvider, string> = {
  dataforseo:
    "Search volume, competition, difficulty and search intent for the analyzer's keywords, and Google rankings for projects.",
  serpapi: "Google rankings for projects, read live.",
};

/** "Test connection" in words: the account, and what it has left to spend. */
function testedText(result: ProviderTest): string {
  const left =
    result.balance !== null && result.balance !== undefined
      ? `; balance $${result.balance.toFixed(2)}`
      : result.searchesLeft !== null && result.searchesLeft !== undefined
        ? `; ${result.searchesLeft.toLocaleString("en-US")} searches left this month`
        : "";
  return `Connected as ${result.login}${left}.`;
}

/**
 * Search data: the workspace's accounts at the providers that take credentials (issue 30) —
 * DataForSEO and SerpApi — one section each. The secret goes to the server, which seals it; it
 * never comes back. Admins connect, test and disconnect; every member sees what is connected.
 * Search Console connects through Google's consent page and has its own card
 * (search-console-card.tsx), placed beside this one in Settings.
 */
export function SearchDataCard() {
  return (
    <Card
      title="Search data"
      description="Keyword numbers and rankings from your own accounts at the providers SEO teams use."
    >
      <div className="divide-y divide-slate-100">
        <ProviderSection provider="dataforseo" />
        <ProviderSection provider="serpapi" />
      </div>
      <p className="mt-4 text-sm text-slate-600">
        Each keyword&apos;s numbers are read at most once in 30 days and paid for at DataForSEO from your
        account. Rank checks are paid at the provider a project uses; its cost is shown before a schedule
        starts.
      </p>
    </Card>
  );
}

function ProviderSection({ provider }: { provider: CredentialsProvider }) {
  const queryClient = useQueryClient();
  const { workspace } = useActiveWorkspace();
  const manage = useCan("providers.manage");
  const name = SEARCH_PROVIDER_NAMES[provider];
  const key = providersKeys.connection(workspace?.id ?? "", provider);
  const connection = useQuery({
    queryKey: key,
    queryFn: () => fetchProviderConnection(provider),
    enabled: workspace !== null,
  });
  const [tested, setTested] = useState<string | null>(null);
  const stored = (value: ProviderConnection) => queryClient.setQueryData(key, value);

  const test = useMutation({
    mutationFn: () => testProvider(provider),
    onSuccess: (result) => setTested(testedText(result)),
    onError: () => setTested(null),
  });
  const disconnect = useMutation({
    mutationFn: () => disconnectProvider(provider),
    onSuccess: () => {
      setTested(null);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  return (
    <section aria-label={name} className="py-4 first:pt-0 last:pb-0">
      <h3 className="text-base font-semibold text-slate-900">{name}</h3>
      <p className="mt-0.5 mb-3 text-sm text-slate-600">{PROVIDER_USES[provider]}</p>
      {connection.isPending ? (
        <LoadingBlock label={`Loading the ${name} connection`} />
      ) : connection.isError ? (
        <LoadError
          message={`The ${name} connection could not be loaded.`}
          onRetry={() => void connection.refetch()}
        />
      ) : connection.data.connected ? (
        <div className="space-y-3 text-sm">
          <p className="text-slate-700">
            <Badge tone="success" className="mr-2">
              Connected
            </Badge>
            {name} account <span className="font-medium">{connection.data.login}</span>
            {connection.data.locationCode !== null ? (
              <>
                , market{" "}
                {KEYWORD_MARKETS[connection.data.locationCode as keyof typeof KEYWORD_MARKETS] ??
                  connection.data.locationCode}
              </>
            ) : null}
            .
          </p>
          {tested ? (
            <p className="text-emerald-700" role="status">
              {tested}
            </p>
          ) : null}
          {test.isError ? (
            <p className="text-red-700" role="alert">
              {errorMessageOf(test.error)}
            </p>
          ) : null}
          {disconnect.isError ? (
            <p className="text-red-700" role="alert">
              {errorMessageOf(disconnect.error)}
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
      ) : !connection.data.canStore ? (
        <p className="text-sm text-slate-700">
          This server cannot store provider credentials: its administrator must set SECRETS_KEY first.
        </p>
      ) : provider === "dataforseo" ? (
        <DataForSeoForm allowed={manage.allowed} note={manage.note} onStored={stored} />
      ) : (
        <SerpApiForm allowed={manage.allowed} note={manage.note} onStored={stored} />
      )}
    </section>
  );
}

interface FormProps {
  allowed: boolean;
  note: string | null;
  onStored: (connection: ProviderConnection) => void;
}

/** A connect form's frame: its fields, the submit button, and what went wrong. */
function ConnectForm({
  name,
  pending,
  error,
  allowed,
  note,
  onSubmit,
  children,
}: {
  name: string;
  pending: boolean;
  error: unknown;
  allowed: boolean;
  note: string | null;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
      {children}
      <div className="flex items-end">
        <Button type="submit" disabled={!allowed || pending}>
          {pending ? "Connecting…" : `Connect ${name}`}
        </Button>
      </div>
      {error ? (
        <p className="text-sm text-red-700 sm:col-span-2" role="alert">
          {errorMessageOf(error)}
        </p>
      ) : null}
      {note ? <p className="text-sm text-slate-600 sm:col-span-2">{note}</p> : null}
    </form>
  );
}

function DataForSeoForm({ allowed, note, onStored }: FormProps) {
  const [login, setLogin] = useState("");
  const [password, setPassword] = useState("");
  const [market, setMarket] = useState<number>(DEFAULT_KEYWORD_MARKET);
  const connect = useMutation({
    mutationFn: () => connectProvider("dataforseo", { login, password, locationCode: market }),
    onSuccess: (connection) => {
      setPassword("");
      onStored(connection);
    },
  });
  return (
    <ConnectForm
      name="DataForSEO"
      pending={connect.isPending}
      error={connect.error}
      allowed={allowed}
      note={note}
      onSubmit={() => connect.mutate()}
    >
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
          {Object.entries(KEYWORD_MARKETS).map(([code, marketName]) => (
            <option key={code} value={code}>
              {marketName}
            </option>
          ))}
        </select>
      </div>
    </ConnectForm>
  );
}

function SerpApiForm({ allowed, note, onStored }: FormProps) {
  const [apiKey, setApiKey] = useState("");
  const connect = useMutation({
    mutationFn: () => connectProvider("serpapi", { apiKey }),
    onSuccess: (connection) => {
      setApiKey("");
      onStored(connection);
    },
  });
  return (
    <ConnectForm
      name="SerpApi"
      pending={connect.isPending}
      error={connect.error}
      allowed={allowed}
      note={note}
      onSubmit={() => connect.mutate()}
    >
      <Input
        label="SerpApi API key"
        hint="From serpapi.com/manage-api-key. Shown afterwards by its last four characters only."
        type="password"
        autoComplete="new-password"
        value={apiKey}
        disabled={!allowed}
        onChange={(event) => setApiKey(event.target.value)}
      />
    </ConnectForm>
  );
}
