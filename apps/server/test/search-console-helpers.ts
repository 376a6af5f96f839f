import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../src/db/schema";
import { saveProjectLink } from "../src/search-data/search-console/project-link";
import { saveGrant } from "../src/search-data/search-console/search-console-grant";
import type { FakeGoogle } from "./fake-google";
import type { TestContext } from "./harness";

/** The environment that points a test server's Search Console at the fake Google. */
export const fakeGoogleEnv = (fake: FakeGoogle) => ({
  GOOGLE_CLIENT_ID: fake.clientId,
  GOOGLE_CLIENT_SECRET: fake.clientSecret,
  GOOGLE_OAUTH_BASE: fake.url,
  GSC_API_BASE: fake.url,
});

/**
 * Connects the user's active workspace as a browser would: RankLens's connect route, the fake's
 * consent page (which approves at once), Google's redirect to the callback. Returns the callback's
 * redirect (back to RankLens, with `searchConsole=connected` or `searchConsoleError=`).
 */
export async function connectSearchConsole(t: TestContext, cookie: string): Promise<string> {
  const start = await t.request("/api/v1/providers/search-console/connect", { cookie });
  if (start.status !== 302) throw new Error(`connect answered ${start.status}: ${await start.text()}`);
  const consent = await fetch(start.headers.get("location")!, { redirect: "manual" });
  const callback = new URL(consent.headers.get("location")!);
  const done = await t.request(`${callback.pathname}${callback.search}`, { cookie });
  if (done.status !== 302) throw new Error(`callback answered ${done.status}: ${await done.text()}`);
  return done.headers.get("location")!;
}

/** A monitoring project row of a workspace, for the site given. */
export async function insertProject(
  db: Kysely<Database>,
  workspaceId: string,
  siteUrl: string,
): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await db
    .insertInto("projects")
    .values({
      id,
      workspace_id: workspaceId,
      name: `Project of ${new URL(siteUrl).hostname}`,
      site_url: siteUrl,
      page_schedule: "off",
      crawl_schedule: "off",
      rules: "{}",
      created_at: at,
      updated_at: at,
    } as never)
    .execute();
  return id;
}

/**
 * A workspace with Search Console connected (a stored grant Google is never asked about) and a
 * project linked to a property: for suites that only need the rows to exist (role matrix).
 */
export async function seedSearchConsoleLink(
  t: TestContext,
  workspaceId: string,
  projectId: string,
  property: string,
): Promise<void> {
  const db = t.database.db;
  await saveGrant(
    db,
    t.deps.secrets,
    { workspaceId, userId: null },
    { email: "matrix@example.com", refreshToken: "1//seeded" },
    new Date(),
  );
  await saveProjectLink(db, { projectId, workspaceId, property, userId: null }, new Date());
}
