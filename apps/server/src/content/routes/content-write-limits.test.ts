import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { REVISION_RETENTION } from "../prune-revisions";
import { contentClient, newContentId } from "./content-test-client";

describe.each(testDatabaseKinds())("content write limits [%s]", (kind) => {
  let t: TestContext;
  afterEach(async () => {
    await t.close();
  });

  const revisionVersions = async (id: string) =>
    (
      await t.database.db
        .selectFrom("content_revisions")
        .select("version")
        .where("content_id", "=", id)
        .orderBy("version", "desc")
        .execute()
    ).map((r) => Number(r.version));

  describe("per-user write rate", () => {
    // Fixed windows: a frozen clock keeps a test from straddling a minute boundary.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-11-21T12:00:05Z"));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("refuses writes beyond the limit with 429 and Retry-After, saving nothing", async () => {
      t = await createTestContext(kind, { env: { CONTENT_WRITES_PER_MINUTE: "4" } });
      const api = contentClient(t, (await t.createUser()).cookie);
      const id = newContentId();
      expect((await api.create({ id, title: "v1" })).status).toBe(201);
      for (let version = 1; version <= 3; version++)
        expect((await api.update(id, { title: `v${version + 1}`, version })).status).toBe(200);

      const refused = await api.update(id, { title: "too many", content: "x".repeat(1000), version: 4 });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("55");
      expect((await json(refused)).error).toMatchObject({
        code: "RATE_LIMITED",
        message: "Too many requests. Please try again in 55 seconds.",
      });
      // Creates and restores are writes too.
      expect((await api.create({ id: newContentId(), title: "another" })).status).toBe(429);
      const [first] = (await json(await api.revisions(id, "?limit=200"))).items.slice(-1);
      expect((await api.restore(id, first.id, 4)).status).toBe(429);

      // Nothing of the refused writes was stored; reading and deleting still work.
      expect(await json(await api.get(id))).toMatchObject({ title: "v4", version: 4 });
      expect(await revisionVersions(id)).toEqual([4, 3, 2, 1]);
      expect((await json(await api.list())).total).toBe(1);
      expect((await api.remove(id)).status).toBe(204);
    });

    it("counts each user on their own, and a malformed write not at all", async () => {
      t = await createTestContext(kind, { env: { CONTENT_WRITES_PER_MINUTE: "2" } });
      const alice = contentClient(t, (await t.createUser()).cookie);
      const bob = contentClient(t, (await t.createUser()).cookie);
      expect((await alice.create({ id: newContentId(), title: "" })).status).toBe(400);
      expect((await alice.create({ id: newContentId(), title: "a1" })).status).toBe(201);
      expect((await alice.create({ id: newContentId(), title: "a2" })).status).toBe(201);
      expect((await alice.create({ id: newContentId(), title: "a3" })).status).toBe(429);
      expect((await bob.create({ id: newContentId(), title: "b1" })).status).toBe(201);
    });

    it("has a daily limit as well", async () => {
      t = await createTestContext(kind, {
        env: { CONTENT_WRITES_PER_MINUTE: "100", CONTENT_WRITES_PER_DAY: "3" },
      });
      const api = contentClient(t, (await t.createUser()).cookie);
      for (let i = 0; i < 3; i++)
        expect((await api.create({ id: newContentId(), title: `d${i}` })).status).toBe(201);
      const refused = await api.create({ id: newContentId(), title: "d3" });
      expect(refused.status).toBe(429);
      // Until midnight UTC.
      expect(refused.headers.get("retry-after")).toBe(String(12 * 3600 - 5));
      vi.setSystemTime(new Date("2026-11-22T00:00:01Z"));
      expect((await api.create({ id: newContentId(), title: "next day" })).status).toBe(201);
    });
  });

  describe("revision retention", () => {
    const saveUntil = async (api: ReturnType<typeof contentClient>, id: string, from: number, to: number) => {
      for (let version = from; version < to; version++) {
        const res = await api.update(id, {
          title: `v${version + 1}`,
          content: `body ${version + 1}`,
          version,
        });
        expect(res.status).toBe(200);
      }
    };

    it(`keeps the last ${REVISION_RETENTION.recent} revisions, and of older ones the last of each day`, async () => {
      t = await createTestContext(kind, { env: { CONTENT_WRITES_PER_MINUTE: "1000" } });
      const api = contentClient(t, (await t.createUser()).cookie);
      const id = newContentId();
      await api.create({ id, title: "v1", content: "body 1" });
      await saveUntil(api, id, 1, 20);
      // Versions 1–20 were written on three earlier days.
      const day = (version: number) =>
        version <= 5 ? "2026-01-01" : version <= 10 ? "2026-01-02" : "2026-01-03";
      for (let version = 1; version <= 20; version++)
        await t.database.db
          .updateTable("content_revisions")
          .set({ created_at: `${day(version)}T12:00:${String(version).padStart(2, "0")}.000Z` })
          .where("content_id", "=", id)
          .where("version", "=", version)
          .execute();

      const latest = 20 + REVISION_RETENTION.recent;
      await saveUntil(api, id, 20, latest);
      const recent = Array.from({ length: REVISION_RETENTION.recent }, (_, i) => latest - i);
      expect(await revisionVersions(id)).toEqual([...recent, 20, 10, 5]);

      // Two more saves push versions 21 and 22 out of the recent window: both are from today,
      // so only 22, the day's last, stays.
      await saveUntil(api, id, latest, latest + 2);
      expect(await revisionVersions(id)).toEqual([
        ...Array.from({ length: REVISION_RETENTION.recent }, (_, i) => latest + 2 - i),
        22,
        20,
        10,
        5,
      ]);

      // A kept old revision still restores.
      const list = await json(await api.revisions(id, "?limit=200"));
      expect(list.total).toBe(REVISION_RETENTION.recent + 4);
      const oldest = list.items.at(-1);
      expect(oldest.version).toBe(5);
      const restored = await api.restore(id, oldest.id, latest + 2);
      expect(await json(restored)).toMatchObject({ version: latest + 3, content: "body 5" });
    });

    it("prunes nothing when a save is refused as stale", async () => {
      t = await createTestContext(kind, { env: { CONTENT_WRITES_PER_MINUTE: "1000" } });
      const api = contentClient(t, (await t.createUser()).cookie);
      const id = newContentId();
      await api.create({ id, title: "v1" });
      await saveUntil(api, id, 1, REVISION_RETENTION.recent);
      expect((await api.update(id, { title: "stale", version: 3 })).status).toBe(409);
      expect(await revisionVersions(id)).toHaveLength(REVISION_RETENTION.recent);
    });
  });
});
