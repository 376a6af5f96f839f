import { EXTERNAL_LINKS_PER_CRAWL, type Plan, type Site } from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormFailureAlert } from "../../components/ui/form-failure-alert";
import { FormField, SELECT_CLASSES } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { Toggle } from "../../components/ui/toggle";
import { type FormFailure, formFailureOf, noFailure } from "../../lib/form-failure";
import { queryKeys } from "../../lib/query-keys";
import { createSite, startCrawl, updateSite } from "../../lib/site-audits-api";
import { useSystemInfo } from "../../lib/system-api";
import { CrawlModePicker } from "./crawl-mode-picker";
import {
  crawlRequestOf,
  fieldOfServerError,
  formValuesOf,
  requestOf,
  type SiteFormField,
  type SiteFormValues,
} from "./site-form";

/** Set on the crawl screen after a start, so it can say when the plan lowered the max pages asked for. */
export interface StartedCrawlState {
  requestedMaxPages?: number;
}

type Failure = FormFailure<SiteFormField>;
const NO_FAILURE: Failure = noFailure();
const failureOf = (error: unknown): Failure => formFailureOf(error, fieldOfServerError);

/**
 * "New site" (site = null) or "New crawl" of a site: the start URL and crawl settings, saved on
 * the site, then a crawl started with them. The server judges every value; its refusal shows on
 * the field it names. `plan` is the plan whose page cap applies (null: no plans on this server).
 */
export function SiteDialog({
  open,
  onClose,
  site,
  plan,
}: {
  open: boolean;
  onClose: () => void;
  site: Site | null;
  plan: Plan | null;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<SiteFormValues>(() => formValuesOf(site));
  // A site created before its crawl was refused (e.g. the month's crawls are spent) is edited, not created twice.
  const [saved, setSaved] = useState<Site | null>(site);
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);
  const { data: system } = useSystemInfo();
  // Until the server has said, the defaults: rendering is offered and the server judges on save.
  const rendering = system?.crawl.rendering ?? { available: true, reason: null };
  const unverifiedMaxRate = system?.crawl.unverifiedMaxRate ?? 10;

  const submit = useMutation({
    mutationFn: async (form: SiteFormValues) => {
      const request = requestOf(form);
      const target = saved
        ? await updateSite(saved.id, { startUrl: request.startUrl, settings: request.settings })
        : await createSite(request);
      setSaved(target);
      const crawl = await startCrawl(target.id, crawlRequestOf(form));
      // A list crawl's cap is its list: the plan did not lower anything the person asked for.
      return { crawl, requestedMaxPages: form.mode === "list" ? undefined : request.settings.maxPages };
    },
    onMutate: () => setFailure(NO_FAILURE),
    onSuccess: ({ crawl, requestedMaxPages }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.siteAudits.all });
      const state: StartedCrawlState = requestedMaxPages === undefined ? {} : { requestedMaxPages };
      navigate(`/site-audit/crawls/${encodeURIComponent(crawl.id)}`, { state });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.siteAudits.sites });
      setFailure(failureOf(error));
    },
  });

  const set = (field: SiteFormField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const error = (field: SiteFormField) => failure.fields[field] ?? null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate(values);
  };

  const capHint = plan
    ? `The ${plan.name} plan crawls at most ${plan.pagesPerCrawl.toLocaleString("en-US")} pages; a higher number is lowered to that.`
    : "No plan limit on this server.";

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={site ? `New crawl of ${site.name}` : "New site audit"}
      description="RankLens fetches each page politely, analyses it and lists the problems it finds across the site."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Crawl settings">
        <Input
          label="Start URL"
          name="startUrl"
          value={values.startUrl}
          onChange={set("startUrl")}
          error={error("startUrl")}
          placeholder="example.com"
          autoComplete="url"
          required
        />
        <CrawlModePicker
          values={values}
          onChange={(change) => setValues((current) => ({ ...current, ...change }))}
          error={error}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {values.mode === "list" ? null : (
            <Input
              label="Max pages"
              name="maxPages"
              type="number"
              inputMode="numeric"
              min={1}
              value={values.maxPages}
              onChange={set("maxPages")}
              error={error("maxPages")}
              hint={capHint}
            />
          )}
          {values.mode === "spider" ? (
            <Input
              label="Max depth (clicks)"
              name="maxDepth"
              type="number"
              inputMode="numeric"
              min={0}
              value={values.maxDepth}
              onChange={set("maxDepth")}
              error={error("maxDepth")}
              hint="Clicks from the start URL; 0 crawls the start URL only."
            />
          ) : null}
        </div>
        {values.mode === "spider" ? (
          <>
            <Textarea
              label="Include patterns"
              name="include"
              rows={2}
              value={values.include}
              onChange={set("include")}
              error={error("include")}
              hint="One per line, on path and query, e.g. /blog/*. Empty includes everything. re: starts a regular expression."
            />
            <Textarea
              label="Exclude patterns"
              name="exclude"
              rows={2}
              value={values.exclude}
              onChange={set("exclude")}
              error={error("exclude")}
              hint="One per line, e.g. /cart/*."
            />
          </>
        ) : null}
        <FormField label="Query strings" error={error("queryMode")}>
          {(control) => (
            <select
              {...control}
              value={values.queryMode}
              onChange={set("queryMode")}
              className={SELECT_CLASSES}
            >
              <option value="drop-listed">Drop the listed parameters</option>
              <option value="drop-all">Drop every query string</option>
              <option value="keep">Keep query strings</option>
            </select>
          )}
        </FormField>
        {values.queryMode === "drop-listed" ? (
          <Textarea
            label="Parameters to drop"
            name="queryPatterns"
            rows={2}
            value={values.queryPatterns}
            onChange={set("queryPatterns")}
            error={error("queryPatterns")}
            hint="One per line; * matches any characters (utm_*)."
          />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Requests per second"
            name="ratePerSecond"
            type="number"
            inputMode="decimal"
            step="0.1"
            min={0.1}
            value={values.ratePerSecond}
            onChange={set("ratePerSecond")}
            error={error("ratePerSecond")}
            hint={`Per host; a stricter robots.txt Crawl-delay wins. Above ${unverifiedMaxRate} only for a site whose ownership you verified.`}
          />
          <Input
            label="User agent"
            name="userAgent"
            value={values.userAgent}
            onChange={set("userAgent")}
            error={error("userAgent")}
            placeholder="RankLens (default)"
            hint="Empty: RankLens's own, linking to /bot."
          />
        </div>
        {values.mode === "spider" ? (
          <Toggle
            label="Check external links"
            description={`Each distinct link to another site is requested once after the pages (at most ${EXTERNAL_LINKS_PER_CRAWL.toLocaleString("en-US")} a crawl), politely; broken and redirecting ones are listed as issues.`}
            checked={values.checkExternalLinks}
            onChange={(checked) => setValues((current) => ({ ...current, checkExternalLinks: checked }))}
          />
        ) : null}
        <Toggle
          label="Render JavaScript"
          description={
            rendering.available
              ? "Each page is also opened in headless Chromium and its DOM after scripts analysed; what rendering changed (title, links, text…) is reported per page and as issues. Slower than a raw crawl."
              : `Not available here: ${rendering.reason}`
          }
          checked={values.renderJavaScript}
          disabled={!rendering.available && !values.renderJavaScript}
          onChange={(checked) => setValues((current) => ({ ...current, renderJavaScript: checked }))}
        />
        {error("renderJavaScript") ? (
          <p role="alert" className="text-sm text-red-700">
            {error("renderJavaScript")}
          </p>
        ) : null}
        {values.renderJavaScript ? (
          <Toggle
            label="Block analytics and ad hosts"
            description="While rendering, refuse requests to Google Analytics, Tag Manager, ad networks and similar: faster, and the crawl stays out of the site's analytics. Leave off when a tag manager sets SEO tags."
            checked={values.blockTrackers}
            onChange={(checked) => setValues((current) => ({ ...current, blockTrackers: checked }))}
          />
        ) : null}
        <Textarea
          label="Custom extraction"
          name="extraction"
          rows={2}
          value={values.extraction}
          onChange={set("extraction")}
          error={error("extraction")}
          placeholder="Author: meta[name=author] @content"
          hint="One per line (up to 10), each a column of All pages and the CSV. Name: CSS selector, with @attribute to read an attribute instead of the text; Name: xpath://h1 for an XPath; Name: /sku-(\d+)/ for a regex over the HTML (its first group)."
          spellCheck={false}
        />
        <Textarea
          label="Custom search"
          name="search"
          rows={2}
          value={values.search}
          onChange={set("search")}
          error={error("search")}
          placeholder={"GA4 tag: G-ABC123\nSold out: /out of stock|sold out/i"}
          hint="One per line, Name: text (any case), or Name: /regex/ (add i for any case; matched line by line). Each counts its matches in every page's HTML, as a column of All pages and the CSV: 0 means the page does not contain it (up to 10)."
          spellCheck={false}
        />
        <Toggle
          label="Ignore robots.txt"
          description="Fetch what robots.txt disallows and ignore its Crawl-delay (it is still read for sitemaps, and the pages it would block are reported). Only for a site whose ownership you verified (Access on the sites list)."
          checked={values.ignoreRobots}
          onChange={(checked) => setValues((current) => ({ ...current, ignoreRobots: checked }))}
        />
        {error("ignoreRobots") ? (
          <p role="alert" className="text-sm text-red-700">
            {error("ignoreRobots")}
          </p>
        ) : null}
        <FormFailureAlert failure={failure} />
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={submit.isPending} loadingLabel="Starting...">
            Start crawl
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
