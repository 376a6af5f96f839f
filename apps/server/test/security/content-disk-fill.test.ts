import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REVISION_RETENTION } from "../../src/content/prune-revisions";
import { EnvSchema } from "../../src/env";
import { testDatabaseKinds } from "../databases";
import { personalWorkspaceId } from "../workspaces";
import { createSecurityContext, type SecurityContext } from "./security-context";

/**
 * A free account filling the disk (issue 11, item 2): 400 content saves of
 * 200 kB in 11 s made 76 MB of revisions, because every write was accepted
 * and every revision kept. Writes are now limited per user and an item keeps
 * a bounded history.
 */

const BODY_CHARS = 200_000;
const ATTEMPTS = 400;
const defaults = EnvSchema.parse({});

describe.each(testDatabaseKinds())("content writes cannot fill the disk [%s]", (kind) => {
  let t: SecurityContext;
  beforeEach(async () => {
    // One fixed minute, so the burst meets exactly one window of the per-minute limit.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T12:00:00Z"));
    t = await createSecurityContext(kind);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const storedChars = async (ownerId: string) => {
    const { db } = t.database;
    const sum = async (table: "content_items" | "content_revisions") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select(sql<number>`coalesce(sum(length(content)), 0)`.as("chars"))
            .where("workspace_id", "=", await personalWorkspaceId(db, ownerId))
            .executeTakeFirstOrThrow()
        ).chars,
      );
    return (await sum("content_items")) + (await sum("content_revisions"));
  };

  it(`${ATTEMPTS} saves of 200 kB: the default limit lets ${defaults.CONTENT_WRITES_PER_MINUTE} through, the rest are 429`, async () => {
    const { cookie, id: ownerId } = await t.createUser();
    const id = randomUUID();
    const body = (n: number) => `${n} `.padEnd(BODY_CHARS, "x");
    expect(
      (await t.request("/api/v1/content", { cookie, json: { id, title: "t", content: body(0) } })).status,
    ).toBe(201);

    let version = 1;
    const statuses: number[] = [];
    // Waves of 20 concurrent saves, each based on the latest acknowledged version, plus new items.
    for (let wave = 0; wave < ATTEMPTS / 20; wave++) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 === 0
            ? t.request(`/api/v1/content/${id}`, {
                method: "PUT",
                cookie,
                json: { title: "t", content: body(wave * 20 + i), version },
              })
            : t.request("/api/v1/content", {
                cookie,
                json: { id: randomUUID(), title: "spam", content: body(wave * 20 + i) },
              }),
        ),
      );
      for (const res of responses) {
        statuses.push(res.status);
        if (res.status === 200)
          version = Math.max(version, ((await res.json()) as { version: number }).version);
        else await res.arrayBuffer();
      }
    }

    const accepted = statuses.filter((s) => s === 200 || s === 201).length;
    // The create before the burst was the first write of the minute.
    expect(accepted + 1 + statuses.filter((s) => s === 409).length).toBe(defaults.CONTENT_WRITES_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(ATTEMPTS - defaults.CONTENT_WRITES_PER_MINUTE + 1);
    // What one account could store in that minute: each accepted write an item body and a revision.
    expect(await storedChars(ownerId)).toBeLessThanOrEqual(
      defaults.CONTENT_WRITES_PER_MINUTE * 2 * BODY_CHARS,
    );
  });

  it(`an item saved 120 times in a day keeps ${REVISION_RETENTION.recent + 1} revisions: the last ${REVISION_RETENTION.recent} and the day's last older one`, async () => {
    vi.useRealTimers();
    await t.close();
    t = await createSecurityContext(kind, { env: { CONTENT_WRITES_PER_MINUTE: "10000" } });
    const { cookie } = await t.createUser();
    const id = randomUUID();
    await t.request("/api/v1/content", { cookie, json: { id, title: "t", content: "x".repeat(10_000) } });
    for (let version = 1; version <= 120; version++) {
      const res = await t.request(`/api/v1/content/${id}`, {
        method: "PUT",
        cookie,
        json: { title: "t", content: `${version}`.padEnd(10_000, "x"), version },
      });
      expect(res.status).toBe(200);
    }
    const revisions = await t.database.db
      .selectFrom("content_revisions")
      .select("version")
      .where("content_id", "=", id)
      .execute();
    // The last 50, and the day's last of the older ones.
    expect(revisions).toHaveLength(REVISION_RETENTION.recent + 1);
  });
});
