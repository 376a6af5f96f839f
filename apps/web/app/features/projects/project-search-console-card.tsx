import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { Link } from "react-router";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { errorMessageOf } from "../../lib/api-error";
import {
  fetchProjectSearchConsole,
  fetchSearchConsoleConnection,
  fetchSearchConsoleProperties,
  importSearchConsoleNow,
  linkSearchConsoleProperty,
  searchConsoleKeys,
  unlinkSearchConsoleProperty,
} from "../../lib/search-console-api";
import { useCan } from "../../lib/use-can";
import { useActiveWorkspace } from "../../lib/use-workspaces";

/** A property's host as the project's site would show it: sc-domain:x → x, URL prefix as is. */
const coversHost = (property: string, siteUrl: string) => {
  const host = new URL(siteUrl).hostname;
  if (property.startsWith("sc-domain:")) {
    const domain = property.slice("sc-domain:".length);
    return host === domain || host.endsWith(`.${domain}`);
  }
  return siteUrl.startsWith(property) || `${siteUrl}/`.startsWith(property);
};

/**
 * A project's Search Console property (issue 30): which one it reads, the newest day imported, the
 * last import's failure; editors pick one the workspace's Google account can read (the server
 * checks it covers the site), import now, or unlink.
 */
export function ProjectSearchConsoleCard({ project }: { project: { id: string; siteUrl: string } }) {
  const { workspace } = useActiveWorkspace();
  const manage = useCan("project.manage");
  const queryClient = useQueryClient();
  const key = searchConsoleKeys.project(project.id);
  const link = useQuery({ queryKey: key, queryFn: () => fetchProjectSearchConsole(project.id) });
  const connection = useQuery({
    queryKey: searchConsoleKeys.connection(workspace?.id ?? ""),
    queryFn: fetchSearchConsoleConnection,
    enabled: workspace !== null,
  });
  const unlink = useMutation({
    mutationFn: () => unlinkSearchConsoleProperty(project.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  const importNow = useMutation({ mutationFn: () => importSearchConsoleNow(project.id) });

  let body: ReactNode;
  if (link.isPending || connection.isPending) body = <LoadingBlock label="Loading Search Console" />;
  else if (link.isError || connection.isError)
    body = <LoadError message="Search Console could not be loaded." onRetry={() => void link.refetch()} />;
  else if (link.data.property) {
    const data = link.data;
    body = (
      <div className="space-y-3 text-sm">
        <p className="text-slate-700">
          Reads <span className="break-all font-mono font-medium text-slate-900">{data.property}</span>.
        </p>
        <p className="text-slate-600">
          {data.source}
          {data.newestDate
            ? `: newest day ${data.newestDate}.`
            : ": nothing imported yet (the first import reads 90 days)."}
        </p>
        {data.lastImportError ? (
          <p className="text-red-700" role="alert">
            The last import failed: {data.lastImportError}
          </p>
        ) : null}
        {importNow.isSuccess ? (
          <p className="text-emerald-700" role="status">
            Import queued.
          </p>
        ) : null}
        {unlink.isError || importNow.isError ? (
          <p className="text-red-700" role="alert">
            {errorMessageOf(unlink.error ?? importNow.error)}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            disabled={!manage.allowed || importNow.isPending}
            title={manage.reason ?? undefined}
            onClick={() => importNow.mutate()}
          >
            Import now
          </Button>
          <Button
            variant="secondary"
            disabled={!manage.allowed || unlink.isPending}
            title={manage.reason ?? undefined}
            onClick={() => unlink.mutate()}
          >
            Unlink
          </Button>
        </div>
      </div>
    );
  } else if (!connection.data.connected || connection.data.reconnectReason)
    body = (
      <p className="text-sm text-slate-700">
        {connection.data.reconnectReason ?? "Search Console is not connected in this workspace."}{" "}
        <Link to="/settings#search-console" className="font-medium text-indigo-700 hover:underline">
          Settings → Search Console
        </Link>
      </p>
    );
  else body = <PropertyPicker project={project} disabledReason={manage.allowed ? null : manage.reason} />;

  return (
    <Card
      title="Search Console"
      description="Clicks, impressions, CTR and position of this site's pages in Google Search, imported daily."
    >
      {body}
    </Card>
  );
}

function PropertyPicker({
  project,
  disabledReason,
}: {
  project: { id: string; siteUrl: string };
  disabledReason: string | null;
}) {
  const { workspace } = useActiveWorkspace();
  const queryClient = useQueryClient();
  const properties = useQuery({
    queryKey: searchConsoleKeys.properties(workspace?.id ?? ""),
    queryFn: fetchSearchConsoleProperties,
    retry: false,
  });
  const [chosen, setChosen] = useState("");
  const link = useMutation({
    mutationFn: (property: string) => linkSearchConsoleProperty(project.id, property),
    onSuccess: (data) => queryClient.setQueryData(searchConsoleKeys.project(project.id), data),
  });
  if (properties.isPending) return <LoadingBlock label="Loading the Search Console properties" />;
  if (properties.isError)
    return (
      <p className="text-sm text-red-700" role="alert">
        {errorMessageOf(properties.error)}
      </p>
    );
  // The properties that cover the site first: those are the ones the server accepts.
  const list = [...properties.data.properties].sort(
    (a, b) => Number(coversHost(b.siteUrl, project.siteUrl)) - Number(coversHost(a.siteUrl, project.siteUrl)),
  );
  const value = chosen || list.find((p) => coversHost(p.siteUrl, project.siteUrl))?.siteUrl || "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value) link.mutate(value);
  };
  return (
    <form onSubmit={submit} className="space-y-3 text-sm">
      <label className="block">
        <span className="font-medium text-slate-900">Property</span>
        <select
          value={value}
          onChange={(e) => setChosen(e.target.value)}
          className="mt-1 block w-full max-w-md rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          disabled={disabledReason !== null}
        >
          <option value="" disabled>
            {list.length === 0 ? "The connected account can read no property" : "Pick a property"}
          </option>
          {list.map((p) => (
            <option key={p.siteUrl} value={p.siteUrl}>
              {p.siteUrl}
              {coversHost(p.siteUrl, project.siteUrl) ? "" : " (does not cover this site)"}
            </option>
          ))}
        </select>
      </label>
      {link.isError ? (
        <p className="text-red-700" role="alert">
          {errorMessageOf(link.error)}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={!value || link.isPending || disabledReason !== null}
        title={disabledReason ?? undefined}
      >
        Link property
      </Button>
    </form>
  );
}
