import { randomUUID } from "node:crypto";
import { insertObservation, insertRun } from "../project-rows";
import { setPersonalPlan } from "../workspaces";
import { type ApiOperation, operationName } from "./openapi-operations";
import type { SecurityContext } from "./security-context";

/**
 * A Pro user with one of everything: content with two revisions, an analysis,
 * an API key, a support request, and in their workspace a second member and a
 * pending invitation.
 */
export interface OwnerFixture {
  id: string;
  email: string;
  cookie: string;
  workspaceId: string;
  memberId: string;
  invitationId: string;
  contentId: string;
  revisionId: string;
  analysisId: string;
  apiKeyId: string;
  apiKey: string;
  siteId: string;
  /** One issue rule of the owner's site. */
  ruleId: string;
  /** One segment of the owner's site. */
  segmentId: string;
  crawlId: string;
  /** A crawled page of that crawl (its crawl_urls id) and its URL. */
  crawlUrlId: string;
  crawlUrl: string;
  /** A monitoring project with a tracked page observed twice, and a "Check now" run and its job. */
  projectId: string;
  pageId: string;
  runId: string;
  keywordId: string;
  jobId: string;
  /** A report of the owner's site, with one share link. */
  reportId: string;
  shareId: string;
}

async function expectStatus(
  response: Response,
  status: number,
  what: string,
): Promise<Record<string, unknown>> {
  const body = response.status === 204 ? {} : ((await response.json()) as Record<string, unknown>);
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Creates the owner through the API (the analysis of `targetUrl` needs ALLOW_PRIVATE_NETWORKS). */
export async function seedOwner(t: SecurityContext, targetUrl: string): Promise<OwnerFixture> {
  const user = await t.createUser();
  const workspaceId = await setPersonalPlan(t.database.db, user.id, "pro");
  const { cookie } = user;
  const contentId = randomUUID();
  await expectStatus(
    await t.request("/api/v1/content", {
      cookie,
      json: { id: contentId, title: "Owner's draft", content: "The owner's private text." },
    }),
    201,
    "create content",
  );
  await expectStatus(
    await t.request(`/api/v1/content/${contentId}`, {
      method: "PUT",
      cookie,
      json: { title: "Owner's draft v2", content: "The owner's private text, edited.", version: 1 },
    }),
    200,
    "update content",
  );
  const revision = await t.database.db
    .selectFrom("content_revisions")
    .select("id")
    .where("content_id", "=", contentId)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const analysis = await expectStatus(
    await t.request("/api/v1/analyses", { cookie, json: { url: targetUrl } }),
    201,
    "create analysis",
  );
  const key = await expectStatus(
    await t.request("/api/v1/api-keys", { cookie, json: { name: "owner key" } }),
    201,
    "create API key",
  );
  await expectStatus(
    await t.request("/api/v1/support", {
      cookie,
      json: { subject: "Owner's draft will not save", message: "The owner's private support question." },
    }),
    201,
    "send support request",
  );
  const site = await expectStatus(
    await t.request("/api/v1/sites", { cookie, json: { startUrl: targetUrl, name: "Owner's site" } }),
    201,
    "create site",
  );
  const crawl = await expectStatus(
    await t.request(`/api/v1/sites/${site.id}/crawls`, { method: "POST", cookie }),
    201,
    "start crawl",
  );
  const rule = await expectStatus(
    await t.request(`/api/v1/sites/${site.id}/issue-rules`, {
      cookie,
      json: { checkId: "orphan-pages", note: "The owner's rule" },
    }),
    201,
    "add issue rule",
  );
  const segment = await expectStatus(
    await t.request(`/api/v1/sites/${site.id}/segments`, {
      cookie,
      json: { name: "Thin pages", conditions: [{ field: "wordCount", op: "lt", value: 200 }] },
    }),
    201,
    "segment",
  );
  // One crawled page of that crawl, as the crawler records it (no worker runs in these tests).
  const crawledUrl = await t.database.db
    .insertInto("crawl_urls")
    .values({ crawl_id: String(crawl.id), url: targetUrl, depth: 0, state: "done", found_via: "start" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto("crawl_pages")
    .values({
      url_id: crawledUrl.id,
      crawl_id: String(crawl.id),
      fetched_at: new Date().toISOString(),
      status: 200,
      is_html: 1,
      title: "Owner's crawled page",
      indexable: 1,
    })
    .execute();
  const project = await expectStatus(
    await t.request("/api/v1/projects", {
      cookie,
      json: { siteUrl: targetUrl, name: "Owner's project", keywords: ["owner's keyword"] },
    }),
    201,
    "create project",
  );
  const pageId = Number((project.pages as Array<{ id: number }>)[0]!.id);
  const check = await expectStatus(
    await t.request(`/api/v1/projects/${project.id}/check`, { method: "POST", cookie }),
    202,
    "check now",
  );
  // Two observations of the page, as two scheduled runs would store them (no worker runs here).
  for (const at of ["2026-11-01T05:00:00.000Z", "2026-11-02T05:00:00.000Z"]) {
    const runId = await insertRun(t.database.db, String(project.id), at);
    await insertObservation(t.database.db, pageId, runId, at, { title: "Owner's tracked page" });
  }
  await expectStatus(
    await t.request("/api/v1/providers/dataforseo", {
      method: "PUT",
      cookie,
      json: { login: "owner@agency.example", password: "owner's DataForSEO password" },
    }),
    200,
    "connect DataForSEO",
  );
  await expectStatus(
    await t.request("/api/v1/providers/serpapi", {
      method: "PUT",
      cookie,
      json: { apiKey: "owner's SerpApi key" },
    }),
    200,
    "connect SerpApi",
  );
  const keywords = await expectStatus(
    await t.request(`/api/v1/projects/${project.id}/keywords`, { cookie }),
    200,
    "tracked keywords",
  );
  const keywordId = String((keywords.items as Array<{ id: string }>)[0]!.id);
  // Rankings checked with the owner's DataForSEO account, so "Check now" has what it needs.
  await expectStatus(
    await t.request(`/api/v1/projects/${project.id}/rankings/settings`, {
      method: "PUT",
      cookie,
      json: { provider: "dataforseo" },
    }),
    200,
    "rank provider",
  );
  const report = await expectStatus(
    await t.request("/api/v1/reports", {
      cookie,
      json: {
        name: "Owner's report",
        siteId: site.id,
        sections: [{ kind: "site_health" }, { kind: "note", text: "Owner's note" }],
      },
    }),
    201,
    "create report",
  );
  const share = await expectStatus(
    await t.request(`/api/v1/reports/${report.id}/share`, { cookie, json: { expiresInDays: 30 } }),
    201,
    "share report",
  );
  const member = await joinWorkspace(t, { cookie, workspaceId }, "editor");
  const invitation = await expectStatus(
    await t.request(`/api/v1/workspaces/${workspaceId}/invitations`, {
      cookie,
      json: { email: `pending-${randomUUID().slice(0, 8)}@example.com`, role: "viewer" },
    }),
    201,
    "invite",
  );
  return {
    ...user,
    workspaceId,
    memberId: member.id,
    invitationId: String(invitation.id),
    contentId,
    revisionId: revision.id,
    analysisId: String(analysis.id),
    apiKeyId: String(key.id),
    apiKey: String(key.key),
    siteId: String(site.id),
    ruleId: String(rule.id),
    segmentId: String(segment.id),
    crawlId: String(crawl.id),
    crawlUrlId: String(crawledUrl.id),
    crawlUrl: targetUrl,
    projectId: String(project.id),
    pageId: String(pageId),
    runId: String(check.id),
    jobId: String(check.jobId),
    keywordId,
    reportId: String(report.id),
    shareId: String(share.id),
  };
}

/** The operation's path with the owner's ids in it; throws for a parameter nobody taught this suite. */
export function pathWithIds(operation: ApiOperation, owner: OwnerFixture): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (name === "revisionId") return owner.revisionId;
    if (name === "id" && operation.path.startsWith("/api/v1/content/")) return owner.contentId;
    if (name === "id" && operation.path.startsWith("/api/v1/analyses/")) return owner.analysisId;
    if (name === "id" && operation.path.startsWith("/api/v1/api-keys/")) return owner.apiKeyId;
    if (name === "id" && operation.path.startsWith("/api/v1/workspaces/")) return owner.workspaceId;
    if (name === "id" && operation.path.startsWith("/api/v1/sites/")) return owner.siteId;
    if (name === "id" && operation.path.startsWith("/api/v1/crawls/")) return owner.crawlId;
    if (name === "id" && operation.path.startsWith("/api/v1/projects/")) return owner.projectId;
    if (name === "id" && operation.path.startsWith("/api/v1/reports/")) return owner.reportId;
    if (name === "shareId") return owner.shareId;
    if (name === "pageId") return owner.pageId;
    if (name === "runId") return owner.runId;
    if (name === "keywordId") return owner.keywordId;
    if (name === "jobId") return owner.jobId;
    if (name === "ruleId") return owner.ruleId;
    if (name === "segmentId") return owner.segmentId;
    // Comparing the crawl with itself: what matters here is whose crawls they are.
    if (name === "otherId") return owner.crawlId;
    if (name === "urlId") return owner.crawlUrlId;
    if (name === "userId") return owner.memberId;
    if (name === "invitationId") return owner.invitationId;
    // Providers belong to the active workspace: the path names which one, not whose.
    if (name === "provider") return "dataforseo";
    throw new Error(
      `security suite: no owner id for {${name}} in ${operation.path}; add it to api-fixtures.ts`,
    );
  });
  return path + (REQUIRED_QUERIES[operationName(operation)]?.(owner) ?? "");
}

/** The query an operation cannot answer without (it would be a 400 before any owner check). */
const REQUIRED_QUERIES: Record<string, (owner: OwnerFixture) => string> = {
  "GET /api/v1/crawls/{id}/page": (owner) => `?${new URLSearchParams({ url: owner.crawlUrl })}`,
};

/**
 * A body the operation accepts, so that a refusal can only come from the
 * check under test (origin, ownership), never from validation. Operations
 * without a sample get `{}`.
 */
export function sampleBody(operation: ApiOperation): unknown {
  const samples: Record<string, unknown> = {
    "PATCH /api/v1/account": { fullName: "Mallory Attacker" },
    "PATCH /api/v1/account/preferences": { emailNotifications: false },
    "POST /api/v1/content": { id: randomUUID(), title: "Planted by an attacker" },
    "PUT /api/v1/content/{id}": { title: "Hijacked", content: "Overwritten by an attacker", version: 2 },
    "POST /api/v1/content/{id}/revisions/{revisionId}/restore": { version: 2 },
    "POST /api/v1/analyses": { url: "http://nowhere.invalid/" },
    "POST /api/v1/assistant/rewrite": { body: "Some text to rewrite for the attacker.", action: "shorter" },
    "POST /api/v1/assistant/suggestions": { body: "Some text for suggestions." },
    "POST /api/v1/contact": { email: "victim@example.com", message: "Sent on the victim's behalf" },
    "POST /api/v1/api-keys": { name: "attacker's key" },
    "POST /api/v1/workspaces": { name: "Attacker's workspace" },
    "PATCH /api/v1/workspaces/{id}": { name: "Renamed by an attacker" },
    "PATCH /api/v1/workspaces/{id}/members/{userId}": { role: "admin" },
    "POST /api/v1/workspaces/{id}/transfer": { userId: "someone" },
    "POST /api/v1/workspaces/{id}/invitations": { email: "accomplice@example.com", role: "admin" },
    "POST /api/v1/invitations/accept": { token: "x".repeat(43) },
    "POST /api/v1/support": { subject: "Sent on the victim's behalf", message: "Planted by an attacker" },
    "POST /api/v1/sites": { startUrl: "https://attacker.example/", name: "Planted by an attacker" },
    "PATCH /api/v1/sites/{id}": { name: "Renamed by an attacker", settings: { maxPages: 7 } },
    "POST /api/v1/sites/{id}/issue-rules": { checkId: "thin-content", note: "Planted by an attacker" },
    "POST /api/v1/sites/{id}/segments": {
      name: "Planted by an attacker",
      conditions: [{ field: "url", op: "contains", value: "planted" }],
    },
    "PUT /api/v1/sites/{id}/segments/{segmentId}": {
      name: "Hijacked by an attacker",
      conditions: [{ field: "url", op: "contains", value: "hijacked" }],
    },
    "PUT /api/v1/sites/{id}/access": { headers: [{ name: "X-Planted", value: "by an attacker" }] },
    "POST /api/v1/projects": { siteUrl: "https://attacker.example/", name: "Planted by an attacker" },
    "PATCH /api/v1/projects/{id}": { name: "Renamed by an attacker", pageSchedule: "off" },
    "PUT /api/v1/alerts/settings": { contentAlerts: false },
    "PUT /api/v1/providers/{provider}": { login: "attacker@example.com", password: "planted by an attacker" },
    "PUT /api/v1/projects/{id}/search-console": { property: "sc-domain:attacker.example" },
    "POST /api/v1/projects/{id}/keywords": { keywords: ["planted by an attacker"] },
    "PUT /api/v1/projects/{id}/rankings/settings": { provider: null },
    "POST /api/v1/reports": { name: "Planted by an attacker", sections: [{ kind: "note", text: "planted" }] },
    "PUT /api/v1/reports/{id}": {
      name: "Hijacked by an attacker",
      sections: [{ kind: "note", text: "hijacked" }],
    },
    "PUT /api/v1/reports/{id}/schedule": { cadence: "weekly", recipients: ["attacker@example.com"] },
    "POST /api/v1/reports/{id}/share": { expiresInDays: 365 },
    "PUT /api/v1/reports/branding": { name: "Planted by an attacker", accentColor: "#ff0000" },
  };
  const key = `${operation.method} ${operation.path}`;
  if (key in samples) return samples[key];
  return operation.jsonBody ? {} : undefined;
}

/** How an API client sends a request: the Bearer key, no cookie, no Origin. */
export function withApiKey(
  t: SecurityContext,
  key: string,
  path: string,
  init: { method: string; json?: unknown },
): Promise<Response> {
  return t.request(path, {
    method: init.method,
    headers: { origin: "", authorization: `Bearer ${key}` },
    ...(init.json === undefined ? {} : { json: init.json }),
  });
}

/**
 * Invites a new user into the workspace with `role` and has them accept; their
 * session then acts on that workspace. Returns the new member.
 */
export async function joinWorkspace(
  t: SecurityContext,
  owner: { cookie: string; workspaceId: string },
  role: "admin" | "editor" | "viewer",
): Promise<{ id: string; email: string; cookie: string }> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  await expectStatus(
    await t.request(`/api/v1/workspaces/${owner.workspaceId}/invitations`, {
      cookie: owner.cookie,
      json: { email, role },
    }),
    201,
    `invite ${role}`,
  );
  const mail = await t.mail.next(email);
  const token = /\/invite\/([\w-]+)/.exec(mail.text ?? "")?.[1];
  if (!token) throw new Error(`no invitation link in ${mail.text}`);
  const member = await t.createUser({ email });
  await expectStatus(
    await t.request("/api/v1/invitations/accept", { cookie: member.cookie, json: { token } }),
    200,
    `accept as ${role}`,
  );
  return member;
}
