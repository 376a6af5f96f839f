import { randomUUID } from "node:crypto";
import { deniedMessage, roleCan, type WorkspaceAction, type WorkspaceRole } from "@ranklens/shared";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_AREAS } from "../../src/middleware/api-key";
import { testDatabaseKinds } from "../databases";
import { json } from "../harness";
import { insertObservation, insertRun } from "../project-rows";
import { seedSearchConsoleLink } from "../search-console-helpers";
import { startTargetSite, type TargetSite } from "../target-site";
import { sampleBody, withApiKey } from "./api-fixtures";
import { type ApiOperation, apiOperations, operationName } from "./openapi-operations";
import { ownerSnapshot } from "./owner-snapshot";
import { createSecurityContext, type SecurityContext } from "./security-context";

/**
 * The role matrix (issue 14, ADR 012): every /api/v1 operation, enumerated from
 * the OpenAPI document, × every role, by session cookie and (where keys are
 * accepted) by API key, inside one workspace. A role the policy allows gets
 * past authorisation (not 401, 403 or 404); a role it does not gets 403 with
 * the policy's words and changes nothing. The foreign-workspace half (another
 * workspace's ids → 404, nothing changed) is authorization.test.ts.
 *
 * What each operation asks the policy. "account": the caller's own account or
 * workspace list (any signed-in user, no workspace data of others); "public":
 * no sign-in. A new route fails the first test until it is listed here.
 */
const OPERATION_ACTIONS: Record<string, WorkspaceAction | "account" | "public"> = {
  "GET /api/v1/account": "account",
  "PATCH /api/v1/account": "account",
  "PATCH /api/v1/account/preferences": "account",
  "GET /api/v1/content": "content.read",
  "POST /api/v1/content": "content.write",
  "GET /api/v1/content/{id}": "content.read",
  "PUT /api/v1/content/{id}": "content.write",
  "DELETE /api/v1/content/{id}": "content.delete",
  "GET /api/v1/content/{id}/revisions": "content.read",
  "GET /api/v1/content/{id}/revisions/{revisionId}": "content.read",
  "POST /api/v1/content/{id}/revisions/{revisionId}/restore": "content.write",
  "GET /api/v1/system": "public",
  "POST /api/v1/analyses": "analysis.run",
  "GET /api/v1/analyses": "analysis.read",
  "GET /api/v1/analyses/{id}": "analysis.read",
  "DELETE /api/v1/analyses/{id}": "analysis.delete",
  "GET /api/v1/assistant/capabilities": "public",
  "POST /api/v1/assistant/rewrite": "assistant.use",
  "POST /api/v1/assistant/suggestions": "assistant.use",
  "GET /api/v1/contact": "public",
  "POST /api/v1/contact": "public",
  "GET /api/v1/usage": "usage.read",
  "POST /api/v1/billing/checkout": "billing.manage",
  "POST /api/v1/billing/webhook": "public",
  "GET /api/v1/api-keys": "apiKey.read",
  "POST /api/v1/api-keys": "apiKey.create",
  // The fixture key is another member's: revoking it is revokeAny (one's own key is always allowed).
  "DELETE /api/v1/api-keys/{id}": "apiKey.revokeAny",
  "GET /api/v1/workspaces": "account",
  "POST /api/v1/workspaces": "account",
  "PATCH /api/v1/workspaces/{id}": "workspace.rename",
  "DELETE /api/v1/workspaces/{id}": "workspace.delete",
  "POST /api/v1/workspaces/{id}/activate": "workspace.switch",
  "GET /api/v1/workspaces/{id}/members": "members.read",
  "PATCH /api/v1/workspaces/{id}/members/{userId}": "members.manage",
  "DELETE /api/v1/workspaces/{id}/members/{userId}": "members.manage",
  "POST /api/v1/workspaces/{id}/transfer": "ownership.transfer",
  "GET /api/v1/workspaces/{id}/invitations": "invitations.manage",
  "POST /api/v1/workspaces/{id}/invitations": "invitations.manage",
  "POST /api/v1/workspaces/{id}/invitations/{invitationId}/resend": "invitations.manage",
  "DELETE /api/v1/workspaces/{id}/invitations/{invitationId}": "invitations.manage",
  "GET /api/v1/invitations/preview": "public",
  // The signed token is the authorisation (no session): monitoring/routes/unsubscribe.ts.
  "GET /api/v1/alerts/unsubscribe": "public",
  "POST /api/v1/alerts/unsubscribe": "public",
  "GET /api/v1/reports/unsubscribe": "public",
  "POST /api/v1/reports/unsubscribe": "public",
  "POST /api/v1/invitations/accept": "account",
  "GET /api/v1/workspaces/{id}/activity": "activity.read",
  "POST /api/v1/support": "support.contact",
  "GET /api/v1/support": "support.contact",
  "GET /api/v1/sites": "site.view",
  "GET /api/v1/sites.csv": "site.view",
  "POST /api/v1/sites": "site.manage",
  "GET /api/v1/sites/{id}": "site.view",
  "PATCH /api/v1/sites/{id}": "site.manage",
  "DELETE /api/v1/sites/{id}": "site.manage",
  "POST /api/v1/sites/{id}/crawls": "site.manage",
  "GET /api/v1/sites/{id}/crawls": "site.view",
  "GET /api/v1/sites/{id}/crawls.csv": "site.view",
  "GET /api/v1/sites/{id}/issue-rules": "site.view",
  "POST /api/v1/sites/{id}/issue-rules": "site.manage",
  "DELETE /api/v1/sites/{id}/issue-rules/{ruleId}": "site.manage",
  "GET /api/v1/sites/{id}/segments": "site.view",
  "POST /api/v1/sites/{id}/segments": "site.manage",
  "PUT /api/v1/sites/{id}/segments/{segmentId}": "site.manage",
  "DELETE /api/v1/sites/{id}/segments/{segmentId}": "site.manage",
  "GET /api/v1/sites/{id}/access": "site.view",
  "PUT /api/v1/sites/{id}/access": "site.manage",
  "DELETE /api/v1/sites/{id}/access": "site.manage",
  "GET /api/v1/sites/{id}/ownership": "site.view",
  "POST /api/v1/sites/{id}/ownership/verify": "site.manage",
  "GET /api/v1/crawls": "site.view",
  "GET /api/v1/crawls/{id}": "site.view",
  "POST /api/v1/crawls/{id}/pause": "site.manage",
  "POST /api/v1/crawls/{id}/resume": "site.manage",
  "POST /api/v1/crawls/{id}/cancel": "site.manage",
  "GET /api/v1/crawls/{id}/pages": "site.view",
  "GET /api/v1/crawls/{id}/pages.csv": "site.view",
  "GET /api/v1/crawls/{id}/pages/{urlId}": "site.view",
  "GET /api/v1/crawls/{id}/page": "site.view",
  "GET /api/v1/crawls/{id}/issues": "site.view",
  "GET /api/v1/crawls/{id}/issues.csv": "site.view",
  "GET /api/v1/crawls/{id}/links.csv": "site.view",
  "GET /api/v1/crawls/{id}/export.zip": "site.view",
  "GET /api/v1/crawls/{id}/compare/{otherId}": "site.view",
  "GET /api/v1/crawls/{id}/stats": "site.view",
  "GET /api/v1/projects": "project.view",
  "POST /api/v1/projects": "project.manage",
  "GET /api/v1/projects/{id}": "project.view",
  "PATCH /api/v1/projects/{id}": "project.manage",
  "DELETE /api/v1/projects/{id}": "project.manage",
  "POST /api/v1/projects/{id}/seen": "project.view",
  "POST /api/v1/projects/{id}/check": "project.manage",
  "GET /api/v1/projects/{id}/runs": "project.view",
  "GET /api/v1/projects/{id}/runs/{runId}": "project.view",
  "GET /api/v1/projects/{id}/changes": "project.view",
  "GET /api/v1/projects/{id}/pages/{pageId}/history": "project.view",
  "GET /api/v1/projects/{id}/pages/{pageId}/diff": "project.view",
  "GET /api/v1/projects/{id}/trends": "project.view",
  "GET /api/v1/projects/{id}/keywords": "project.view",
  "POST /api/v1/projects/{id}/keywords": "project.manage",
  "DELETE /api/v1/projects/{id}/keywords/{keywordId}": "project.manage",
  "GET /api/v1/projects/{id}/rankings": "project.view",
  "GET /api/v1/rankings/movers": "project.view",
  "PUT /api/v1/projects/{id}/rankings/settings": "project.manage",
  "POST /api/v1/projects/{id}/rankings/check": "project.manage",
  "GET /api/v1/reports": "report.view",
  "POST /api/v1/reports": "report.manage",
  "GET /api/v1/reports/{id}": "report.view",
  "PUT /api/v1/reports/{id}": "report.manage",
  "DELETE /api/v1/reports/{id}": "report.manage",
  "POST /api/v1/reports/{id}/render": "report.view",
  "GET /api/v1/reports/{id}/schedule": "report.view",
  "PUT /api/v1/reports/{id}/schedule": "report.manage",
  "GET /api/v1/reports/{id}/share": "report.view",
  "POST /api/v1/reports/{id}/share": "report.manage",
  "DELETE /api/v1/reports/{id}/share/{shareId}": "report.manage",
  "GET /api/v1/reports/branding": "report.view",
  "PUT /api/v1/reports/branding": "report.manage",
  // Any member follows the workspace's jobs and sets their own alert switches.
  "GET /api/v1/jobs/{jobId}": "project.view",
  "GET /api/v1/alerts/settings": "project.view",
  "PUT /api/v1/alerts/settings": "project.view",
  "GET /api/v1/providers/{provider}": "providers.read",
  "PUT /api/v1/providers/{provider}": "providers.manage",
  "DELETE /api/v1/providers/{provider}": "providers.manage",
  "POST /api/v1/providers/{provider}/test": "providers.manage",
  "GET /api/v1/providers/search-console/connect": "providers.manage",
  // Google's redirect back: the single-use state decides (search-console-connect.test.ts).
  "GET /api/v1/providers/search-console/callback": "account",
  "GET /api/v1/providers/search-console/connection": "providers.read",
  "GET /api/v1/providers/search-console/properties": "providers.read",
  "DELETE /api/v1/providers/search-console/connection": "providers.manage",
  "GET /api/v1/projects/{id}/search-console": "project.view",
  "PUT /api/v1/projects/{id}/search-console": "project.manage",
  "DELETE /api/v1/projects/{id}/search-console": "project.manage",
  "POST /api/v1/projects/{id}/search-console/import": "project.manage",
};

const ROLES = ["owner", "admin", "editor", "viewer"] as const satisfies readonly WorkspaceRole[];
const operations = apiOperations();
const guarded = operations
  .map((op) => ({ op, action: OPERATION_ACTIONS[operationName(op)] }))
  .filter((entry): entry is { op: ApiOperation; action: WorkspaceAction } =>
    Boolean(entry.action && entry.action !== "account" && entry.action !== "public"),
  );
const keyArea = (path: string) =>
  API_KEY_AREAS.some((area) => path === `/api/v1${area}` || path.startsWith(`/api/v1${area}/`));

/** Bodies that make sense inside the fixture workspace (the rest come from the security suite's samples). */
function bodyFor(op: ApiOperation, fixture: Fixture): unknown {
  const name = operationName(op);
  if (name === "PATCH /api/v1/workspaces/{id}/members/{userId}") return { role: "viewer" };
  if (name === "POST /api/v1/workspaces/{id}/transfer") return { userId: fixture.targetId };
  if (name === "POST /api/v1/sites") return { startUrl: "https://matrix.example/" };
  if (name === "PATCH /api/v1/sites/{id}") return { name: "Renamed", settings: { maxDepth: 3 } };
  if (name === "POST /api/v1/sites/{id}/issue-rules") return { checkId: "thin-content", note: "matrix" };
  if (name === "POST /api/v1/projects") return { siteUrl: "https://matrix.example/" };
  if (name === "PATCH /api/v1/projects/{id}") return { name: "Renamed", pageSchedule: "daily" };
  if (name === "PUT /api/v1/alerts/settings") return { rankingAlerts: false };
  if (name === "POST /api/v1/workspaces/{id}/invitations") {
    return { email: `new-${randomUUID().slice(0, 8)}@example.com`, role: "viewer" };
  }
  return sampleBody(op);
}

interface Member {
  id: string;
  email: string;
  cookie: string;
}

/** One fresh workspace: a member of each role, a target member, content, an analysis, keys, an invitation. */
interface Fixture {
  workspaceId: string;
  targetId: string;
  contentId: string;
  revisionId: string;
  analysisId: string;
  targetKeyId: string;
  invitationId: string;
  siteId: string;
  ruleId: string;
  segmentId: string;
  crawlId: string;
  projectId: string;
  pageId: string;
  runId: string;
  jobId: string;
  keywordId: string;
  reportId: string;
  shareId: string;
  keys: Record<WorkspaceRole, string>;
}

let site: TargetSite;
beforeAll(async () => {
  site = await startTargetSite();
});
afterAll(async () => {
  await site.close();
});

describe.each(testDatabaseKinds())("role matrix [%s]", (kind) => {
  let t: SecurityContext;
  const people = {} as Record<WorkspaceRole | "target", Member>;
  let fixture: Fixture;

  beforeAll(async () => {
    t = await createSecurityContext(kind, {
      // Each case seeds its own workspace: the per-user write limits are not what this suite tests.
      env: {
        ALLOW_PRIVATE_NETWORKS: "true",
        BILLING: "off",
        CONTENT_WRITES_PER_MINUTE: "100000",
        CONTENT_WRITES_PER_DAY: "100000",
        // "Test connection" must never reach the real DataForSEO: a closed local port answers at once
        // (the allowed roles then get 503, which is neither a refusal nor a missing workspace).
        DATAFORSEO_API_BASE: "http://127.0.0.1:9",
        // Search Console likewise: Google is never reached (refreshing the seeded grant answers 503).
        GOOGLE_CLIENT_ID: "matrix.apps.googleusercontent.com",
        GOOGLE_CLIENT_SECRET: "matrix-secret",
        GOOGLE_OAUTH_BASE: "http://127.0.0.1:9",
        GSC_API_BASE: "http://127.0.0.1:9",
      },
    });
    for (const who of [...ROLES, "target"] as const) {
      people[who] = await t.createUser({
        email: `${who}-${randomUUID().slice(0, 8)}@example.com`,
        name: who,
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (cookie: string, method: string, path: string, body?: unknown) =>
    t.request(path, { method, cookie, ...(body === undefined ? {} : { json: body }) });
  const ok = async (response: Response, what: string) => {
    if (response.status >= 300) throw new Error(`${what}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? {} : json(response);
  };

  /** Builds the workspace through the API, as its members would. */
  async function seed(): Promise<Fixture> {
    const owner = people.owner.cookie;
    const workspaceId = (
      await ok(await call(owner, "POST", "/api/v1/workspaces", { name: "Matrix" }), "create")
    ).id;
    for (const who of ["admin", "editor", "viewer", "target"] as const) {
      const role = who === "target" ? "editor" : who;
      await ok(
        await call(owner, "POST", `/api/v1/workspaces/${workspaceId}/invitations`, {
          email: people[who].email,
          role,
        }),
        `invite ${who}`,
      );
      const token = /\/invite\/([\w-]+)/.exec((await t.mail.next(people[who].email)).text ?? "")?.[1];
      await ok(
        await call(people[who].cookie, "POST", "/api/v1/invitations/accept", { token }),
        `accept ${who}`,
      );
    }
    const contentId = randomUUID();
    await ok(
      await call(owner, "POST", "/api/v1/content", { id: contentId, title: "Matrix draft" }),
      "content",
    );
    const revision = await t.database.db
      .selectFrom("content_revisions")
      .select("id")
      .where("content_id", "=", contentId)
      .executeTakeFirstOrThrow();
    const analysis = await ok(await call(owner, "POST", "/api/v1/analyses", { url: site.url }), "analysis");
    const auditedSite = await ok(
      await call(owner, "POST", "/api/v1/sites", { startUrl: site.url, name: "Matrix site" }),
      "site",
    );
    const rule = await ok(
      await call(owner, "POST", `/api/v1/sites/${auditedSite.id}/issue-rules`, { checkId: "orphan-pages" }),
      "issue rule",
    );
    const segment = await ok(
      await call(owner, "POST", `/api/v1/sites/${auditedSite.id}/segments`, {
        name: "Deep pages",
        conditions: [{ field: "depth", op: "gt", value: 3 }],
      }),
      "segment",
    );
    // Queued: pause and cancel succeed; resume (and a second start) answer 409, past authorisation all the same.
    const crawl = await ok(await call(owner, "POST", `/api/v1/sites/${auditedSite.id}/crawls`), "crawl");
    const project = await ok(
      await call(owner, "POST", "/api/v1/projects", {
        siteUrl: site.url,
        name: "Matrix project",
        keywords: ["matrix keyword"],
      }),
      "project",
    );
    const check = await ok(await call(owner, "POST", `/api/v1/projects/${project.id}/check`), "check");
    // One observation of the page (as a run stores it), so its history and diff have something to show.
    const observedAt = "2026-11-01T05:00:00.000Z";
    await insertObservation(
      t.database.db,
      project.pages[0].id,
      await insertRun(t.database.db, project.id, observedAt),
      observedAt,
    );
    const keyword = (
      await ok(await call(owner, "GET", `/api/v1/projects/${project.id}/keywords`), "keywords")
    ).items[0];
    const keys = {} as Record<WorkspaceRole, string>;
    for (const role of ROLES) {
      keys[role] = (
        await ok(await call(people[role].cookie, "POST", "/api/v1/api-keys", { name: role }), "key")
      ).key;
    }
    const targetKey = await ok(
      await call(people.target.cookie, "POST", "/api/v1/api-keys", { name: "t" }),
      "key",
    );
    await ok(
      await call(owner, "PUT", "/api/v1/providers/dataforseo", {
        login: "matrix@example.com",
        password: "x",
      }),
      "connect DataForSEO",
    );
    await ok(
      await call(owner, "PUT", "/api/v1/providers/serpapi", { apiKey: "matrix-key" }),
      "connect SerpApi",
    );
    await seedSearchConsoleLink(t, workspaceId, project.id, `${new URL(site.url).origin}/`);
    const report = await ok(
      await call(owner, "POST", "/api/v1/reports", {
        name: "Matrix report",
        siteId: auditedSite.id,
        sections: [{ kind: "site_health" }],
      }),
      "report",
    );
    const share = await ok(await call(owner, "POST", `/api/v1/reports/${report.id}/share`, {}), "share");
    const invitation = await ok(
      await call(owner, "POST", `/api/v1/workspaces/${workspaceId}/invitations`, {
        email: `pending-${randomUUID().slice(0, 8)}@example.com`,
        role: "viewer",
      }),
      "invitation",
    );
    return {
      workspaceId,
      targetId: people.target.id,
      contentId,
      revisionId: revision.id,
      analysisId: analysis.id,
      targetKeyId: targetKey.id,
      invitationId: invitation.id,
      siteId: auditedSite.id,
      ruleId: rule.id,
      segmentId: segment.id,
      crawlId: crawl.id,
      projectId: project.id,
      pageId: String(project.pages[0].id),
      runId: check.id,
      jobId: check.jobId,
      keywordId: keyword.id,
      reportId: report.id,
      shareId: share.id,
      keys,
    };
  }

  afterEach(async () => {
    // Workspaces a user may create are limited: each case's goes, whatever state it was left in.
    await t.database.db.deleteFrom("workspaces").where("name", "=", "Matrix").execute();
  });

  function pathFor(op: ApiOperation): string {
    return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      if (name === "revisionId") return fixture.revisionId;
      if (name === "userId") return fixture.targetId;
      if (name === "invitationId") return fixture.invitationId;
      if (name === "pageId") return fixture.pageId;
      if (name === "runId") return fixture.runId;
      if (name === "jobId") return fixture.jobId;
      if (name === "ruleId") return fixture.ruleId;
      if (name === "segmentId") return fixture.segmentId;
      if (name === "keywordId") return fixture.keywordId;
      if (name === "provider") return "dataforseo";
      if (name === "shareId") return fixture.shareId;
      if (op.path.startsWith("/api/v1/reports/")) return fixture.reportId;
      if (op.path.startsWith("/api/v1/projects/")) return fixture.projectId;
      if (op.path.startsWith("/api/v1/content/")) return fixture.contentId;
      if (op.path.startsWith("/api/v1/analyses/")) return fixture.analysisId;
      if (op.path.startsWith("/api/v1/api-keys/")) return fixture.targetKeyId;
      if (op.path.startsWith("/api/v1/workspaces/")) return fixture.workspaceId;
      if (op.path.startsWith("/api/v1/sites/")) return fixture.siteId;
      if (name === "otherId" || op.path.startsWith("/api/v1/crawls/")) return fixture.crawlId;
      throw new Error(`role matrix: no fixture id for {${name}} in ${op.path}`);
    });
  }

  it("knows what every operation of the OpenAPI document asks the policy", () => {
    const names = operations.map(operationName);
    expect(names.filter((name) => !(name in OPERATION_ACTIONS))).toEqual([]);
    expect(Object.keys(OPERATION_ACTIONS).filter((name) => !names.includes(name))).toEqual([]);
  });

  const cases = guarded.flatMap(({ op, action }) =>
    ROLES.flatMap((role) => [
      { op, action, role, by: "cookie" as const },
      ...(keyArea(op.path) ? [{ op, action, role, by: "API key" as const }] : []),
    ]),
  );

  it.each(cases.map((c) => [`${operationName(c.op)} as ${c.role} by ${c.by}`, c] as const))(
    "%s",
    async (_name, { op, action, role, by }) => {
      fixture = await seed();
      const body = bodyFor(op, fixture);
      const path = pathFor(op);
      const before = await ownerSnapshot(t.database.db, people.owner.id);
      const response =
        by === "API key"
          ? await withApiKey(t, fixture.keys[role], path, { method: op.method, json: body })
          : await call(people[role].cookie, op.method, path, body);
      const answer = response.status === 204 ? null : await response.text();
      if (roleCan(role, action)) {
        expect([401, 403, 404], `${response.status} ${answer}`).not.toContain(response.status);
      } else {
        expect(response.status, answer ?? "").toBe(403);
        expect(JSON.parse(answer ?? "{}").error.message).toBe(deniedMessage(role, action));
        expect(await ownerSnapshot(t.database.db, people.owner.id)).toBe(before);
      }
    },
  );

  it("covers every guarded operation for every role", () => {
    expect(guarded.length).toBeGreaterThanOrEqual(30);
    expect(cases.filter((c) => c.by === "cookie")).toHaveLength(guarded.length * ROLES.length);
  });
});
