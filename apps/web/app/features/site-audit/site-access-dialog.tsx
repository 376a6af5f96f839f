import type { Site, SiteAccess, SiteAccessSummary } from "@ranklens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormFailureAlert } from "../../components/ui/form-failure-alert";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { Textarea } from "../../components/ui/textarea";
import { type FormFailure, formFailureOf, noFailure } from "../../lib/form-failure";
import { formatDateTime } from "../../lib/format-date";
import { queryKeys } from "../../lib/query-keys";
import { getSiteAccess, removeSiteAccess, saveSiteAccess } from "../../lib/site-audits-api";
import {
  accessFieldOf,
  accessOf,
  EMPTY_ACCESS_FORM,
  type SiteAccessFormField,
  type SiteAccessFormValues,
} from "./site-access-form";
import { SiteOwnershipSection } from "./site-ownership-section";

type Failure = FormFailure<SiteAccessFormField>;
const NO_FAILURE: Failure = noFailure();
const failureOf = (error: unknown): Failure =>
  formFailureOf(error, (field) => (typeof field === "string" ? accessFieldOf(field) : null));

/**
 * "Access" to a site: its ownership verification (site-ownership-section.tsx), and the headers,
 * cookies and basic auth its crawls send to a staging or private site. What is stored shows by
 * name only; the values never come back from the server, so the form starts empty and saving
 * replaces everything.
 */
export function SiteAccessDialog({ site, onClose }: { site: Site; onClose: () => void }) {
  const queryClient = useQueryClient();
  const summary = useQuery({
    queryKey: queryKeys.siteAudits.access(site.id),
    queryFn: () => getSiteAccess(site.id),
  });
  const [values, setValues] = useState<SiteAccessFormValues>(EMPTY_ACCESS_FORM);
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);

  const stored = (next: SiteAccessSummary | null, message: string) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.siteAudits.access(site.id) });
    if (next) queryClient.setQueryData(queryKeys.siteAudits.access(site.id), next);
    setValues(EMPTY_ACCESS_FORM);
    toast.success(message);
  };
  const save = useMutation({
    mutationFn: (access: SiteAccess) => saveSiteAccess(site.id, access),
    onMutate: () => setFailure(NO_FAILURE),
    onSuccess: (next) => stored(next, "Staging access saved"),
    onError: (error) => setFailure(failureOf(error)),
  });
  const remove = useMutation({
    mutationFn: () => removeSiteAccess(site.id),
    onMutate: () => setFailure(NO_FAILURE),
    onSuccess: () => stored(null, "Staging access removed"),
    onError: (error) => setFailure(failureOf(error)),
  });

  const set = (field: keyof SiteAccessFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = accessOf(values);
    if (parsed.ok) save.mutate(parsed.access);
    else setFailure({ ...NO_FAILURE, fields: { [parsed.field]: parsed.message } });
  };
  const canStore = summary.data?.canStore ?? false;
  const has = summary.data ? hasAccess(summary.data) : false;

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Access to ${site.name}`}
      description="Who owns the site, and what the crawler needs to get into a staging or private one."
    >
      <SiteOwnershipSection site={site} canManage />
      <hr className="my-5 border-slate-200" />
      <h3 className="font-medium text-slate-900">Staging access</h3>
      <p className="mb-3 text-sm text-slate-600">
        Headers, cookies and a basic-auth login the crawler sends to this site's own hosts only (never to
        other sites, never over http when the site is on https). Values are encrypted on the server and never
        shown again.
      </p>
      {summary.isPending ? (
        <div className="flex justify-center py-6 text-indigo-600">
          <Spinner className="size-6" label="Loading staging access" />
        </div>
      ) : summary.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Staging access could not be loaded: {summary.error.message}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Staging access">
          <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700" role="status">
            {has && summary.data ? (
              <>
                <p className="font-medium text-slate-900">
                  Stored {formatDateTime(summary.data.updatedAt ?? "")}
                </p>
                <p>{describeAccess(summary.data)}</p>
              </>
            ) : (
              <p>No staging access stored: crawls send no credentials.</p>
            )}
          </div>
          {canStore ? null : (
            <p
              role="alert"
              className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            >
              This server cannot store staging access: its administrator must set SECRETS_KEY first.
            </p>
          )}
          <fieldset disabled={!canStore} className="space-y-4 disabled:opacity-60">
            <Textarea
              label="Request headers"
              name="headers"
              rows={2}
              value={values.headers}
              onChange={set("headers")}
              error={failure.fields.headers ?? null}
              placeholder="X-Staging-Token: ..."
              hint="One per line, Name: value."
              autoComplete="off"
              spellCheck={false}
            />
            <Textarea
              label="Cookies"
              name="cookies"
              rows={2}
              value={values.cookies}
              onChange={set("cookies")}
              error={failure.fields.cookies ?? null}
              placeholder="preview_session=..."
              hint="One per line, name=value."
              autoComplete="off"
              spellCheck={false}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Input
                label="Basic auth user"
                name="username"
                value={values.username}
                onChange={set("username")}
                error={failure.fields.username ?? null}
                autoComplete="off"
              />
              <Input
                label="Basic auth password"
                name="password"
                type="password"
                value={values.password}
                onChange={set("password")}
                autoComplete="new-password"
              />
            </div>
          </fieldset>
          <FormFailureAlert failure={failure} />
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            {has ? (
              <Button variant="secondary" onClick={() => remove.mutate()} loading={remove.isPending}>
                Remove access
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              Done
            </Button>
            <Button type="submit" disabled={!canStore} loading={save.isPending} loadingLabel="Saving...">
              {has ? "Replace access" : "Save access"}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

const hasAccess = (summary: SiteAccessSummary) =>
  summary.headerNames.length > 0 || summary.cookieNames.length > 0 || summary.basicAuth;

/** "Headers: X-Token · Cookies: session · Basic auth": names only. */
function describeAccess(summary: SiteAccessSummary): string {
  return [
    summary.headerNames.length > 0 ? `Headers: ${summary.headerNames.join(", ")}` : null,
    summary.cookieNames.length > 0 ? `Cookies: ${summary.cookieNames.join(", ")}` : null,
    summary.basicAuth ? "Basic auth" : null,
  ]
    .filter((part) => part !== null)
    .join(" · ");
}
