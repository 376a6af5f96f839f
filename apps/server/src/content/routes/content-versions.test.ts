import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { type ContentClient, contentClient, newContentId } from "./content-test-client";

describe.each(testDatabaseKinds())("content versions and revisions [%s]", (kind) => {
  let t: TestContext;
  let api: ContentClient;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestContext(kind);
    cookie = (await t.createUser()).cookie;
    api = contentClient(t, cookie);
  });
  afterEach(async () => {
    await t.close();
  });

  const revisionCount = async (id: string) =>
    (await t.database.db.selectFrom("content_revisions").select("id").where("content_id", "=", id).execute())
      .length;

  describe("optimistic locking", () => {
    it("refuses a save based on a stale version with 409 and overwrites nothing", async () => {
      const id = newContentId();
      await api.create({ id, title: "v1", content: "first" });
      expect((await api.update(id, { title: "v2", content: "second", version: 1 })).status).toBe(200);

      // Another tab still holds version 1.
      const stale = await api.update(id, { title: "lost", content: "stale tab", version: 1 });
      expect(stale.status).toBe(409);
      expect(await json(stale)).toEqual({
        error: {
          code: "CONFLICT",
          message:
            "This content was changed elsewhere (version 2 is newer). Reload to see the latest version; your text was not saved.",
          details: { currentVersion: 2 },
        },
      });
      expect(await json(await api.get(id))).toMatchObject({ title: "v2", content: "second", version: 2 });
      expect(await revisionCount(id)).toBe(2);
    });

    it("refuses a version from the future too", async () => {
      const id = newContentId();
      await api.create({ id, title: "v1" });
      const res = await api.update(id, { title: "ahead", version: 7 });
      expect(res.status).toBe(409);
      expect((await json(res)).error.message).toContain("the latest is 1");
      expect(await json(await api.get(id))).toMatchObject({ title: "v1", version: 1 });
    });

    it("lets exactly one of two concurrent saves on the same version win", async () => {
      const id = newContentId();
      await api.create({ id, title: "base" });
      const [a, b] = await Promise.all([
        api.update(id, { title: "from tab A", version: 1 }),
        api.update(id, { title: "from tab B", version: 1 }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const winner = a.status === 200 ? await json(a) : await json(b);
      const stored = await json(await api.get(id));
      expect(stored).toEqual(winner);
      expect(stored.version).toBe(2);
      expect(await revisionCount(id)).toBe(2);
    });

    it("lets exactly one of many concurrent saves on the same version win", async () => {
      const id = newContentId();
      await api.create({ id, title: "base" });
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => api.update(id, { title: `writer ${i}`, version: 1 })),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(7);
      const winner = await json(answers[statuses.indexOf(200)]!);
      expect(await json(await api.get(id))).toMatchObject({ title: winner.title, version: 2 });
      expect(await revisionCount(id)).toBe(2);
    });
  });

  describe("revisions", () => {
    it("keeps one revision per save, newest first, without bodies in the list", async () => {
      const id = newContentId();
      await api.create({ id, title: "First", content: "one", targetKeywords: ["alpha"] });
      await api.update(id, { title: "Second", content: "two two", version: 1 });
      await api.update(id, {
        title: "Third",
        content: "three three three",
        version: 2,
        source: "assistant",
        note: "Make it longer",
      });
      const res = await api.revisions(id);
      expect(res.status).toBe(200);
      const list = await json(res);
      expect(list.total).toBe(3);
      expect(
        list.items.map((r: Record<string, unknown>) => [
          r.version,
          r.title,
          r.source,
          r.note,
          r.contentLength,
        ]),
      ).toEqual([
        [3, "Third", "assistant", "Make it longer", 17],
        [2, "Second", "save", null, 7],
        [1, "First", "save", null, 3],
      ]);
      expect(list.items[2].targetKeywords).toEqual(["alpha"]);
      for (const item of list.items) {
        expect(item).not.toHaveProperty("content");
        expect(item.contentId).toBe(id);
      }
    });

    it("returns one revision with its body", async () => {
      const id = newContentId();
      await api.create({ id, title: "First", content: "original words", metaDescription: "meta one" });
      await api.update(id, { title: "Second", content: "new words", version: 1 });
      const oldest = (await json(await api.revisions(id))).items[1];
      const res = await api.revision(id, oldest.id);
      expect(res.status).toBe(200);
      expect(await json(res)).toMatchObject({
        id: oldest.id,
        contentId: id,
        version: 1,
        title: "First",
        content: "original words",
        metaDescription: "meta one",
        source: "save",
      });
    });

    it("pages the history", async () => {
      const id = newContentId();
      await api.create({ id, title: "v1" });
      for (let v = 1; v < 5; v++) await api.update(id, { title: `v${v + 1}`, version: v });
      const page = await json(await api.revisions(id, "?limit=2&offset=1"));
      expect(page.total).toBe(5);
      expect(page.items.map((r: { version: number }) => r.version)).toEqual([4, 3]);
    });

    it("answers 'Revision not found' for a revision that is not this item's", async () => {
      const id = newContentId();
      const other = newContentId();
      await api.create({ id, title: "One" });
      await api.create({ id: other, title: "Other" });
      const otherRevision = (await json(await api.revisions(other))).items[0];
      for (const res of [
        await api.revision(id, "no-such-revision"),
        await api.revision(id, otherRevision.id),
        await api.restore(id, otherRevision.id, 1),
      ]) {
        expect(res.status).toBe(404);
        expect((await json(res)).error.message).toBe("Revision not found");
      }
      expect(await json(await api.get(id))).toMatchObject({ title: "One", version: 1 });
    });
  });

  describe("restore", () => {
    it("brings an old revision back as a new version and keeps it as a 'restore' revision", async () => {
      const id = newContentId();
      await api.create({
        id,
        title: "Original",
        content: "The words I want back",
        type: "video",
        status: "draft",
        focusKeyphrase: "words",
        targetKeywords: ["words", "back"],
      });
      await api.update(id, {
        title: "Rewritten",
        content: "AI rewrote this",
        status: "published",
        version: 1,
      });
      const first = (await json(await api.revisions(id))).items.find(
        (r: { version: number }) => r.version === 1,
      );

      const res = await api.restore(id, first.id, 2);
      expect(res.status).toBe(200);
      const restored = await json(res);
      expect(restored).toMatchObject({
        id,
        title: "Original",
        content: "The words I want back",
        type: "video",
        status: "draft",
        focusKeyphrase: "words",
        targetKeywords: ["words", "back"],
        version: 3,
      });
      expect(await json(await api.get(id))).toEqual(restored);

      const history = await json(await api.revisions(id));
      expect(history.total).toBe(3);
      expect(history.items[0]).toMatchObject({ version: 3, source: "restore", note: "Restored version 1" });
      // Nothing in the history was rewritten.
      expect(history.items[1]).toMatchObject({ version: 2, title: "Rewritten" });
      expect((await json(await api.revision(id, history.items[1].id))).content).toBe("AI rewrote this");
    });

    it("refuses a restore based on a stale version and changes nothing", async () => {
      const id = newContentId();
      await api.create({ id, title: "Original" });
      await api.update(id, { title: "Newer", version: 1 });
      const first = (await json(await api.revisions(id))).items[1];
      const res = await api.restore(id, first.id, 1);
      expect(res.status).toBe(409);
      expect((await json(res)).error.code).toBe("CONFLICT");
      expect(await json(await api.get(id))).toMatchObject({ title: "Newer", version: 2 });
      expect(await revisionCount(id)).toBe(2);
    });

    it("requires the base version", async () => {
      const id = newContentId();
      await api.create({ id, title: "Original" });
      const first = (await json(await api.revisions(id))).items[0];
      const res = await t.request(`/api/v1/content/${id}/revisions/${first.id}/restore`, {
        method: "POST",
        cookie,
        json: {},
      });
      expect(res.status).toBe(400);
      expect((await json(res)).error.message).toBe("Version is required (the version your edit is based on)");
      expect(await revisionCount(id)).toBe(1);
    });
  });
});
