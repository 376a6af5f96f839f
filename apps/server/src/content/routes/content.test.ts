import { CONTENT_LIMITS, MESSAGES } from "@ranklens/shared";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { type ContentClient, contentClient, newContentId } from "./content-test-client";

/** Lets the clock move so updated_at values differ (ISO text has millisecond precision). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

describe.each(testDatabaseKinds())("content API [%s]", (kind) => {
  let t: TestContext;
  let api: ContentClient;
  beforeEach(async () => {
    t = await createTestContext(kind);
    api = contentClient(t, (await t.createUser()).cookie);
  });
  afterEach(async () => {
    await t.close();
  });

  it("needs a session on every endpoint, in the spec's words for saving", async () => {
    const anonymous = contentClient(t, "");
    const id = newContentId();
    const answers = [
      await anonymous.list(),
      await anonymous.get(id),
      await anonymous.remove(id),
      await anonymous.revisions(id),
      await anonymous.revision(id, "r1"),
      await anonymous.restore(id, "r1", 1),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect((await json(res)).error.code).toBe("UNAUTHORIZED");
    }
    const save = await anonymous.create({ id, title: "Hello" });
    expect(save.status).toBe(401);
    expect((await json(save)).error.message).toBe(MESSAGES.mustBeLoggedIn);
    expect((await anonymous.update(id, { title: "Hello", version: 1 })).status).toBe(401);
  });

  it("creates an item with defaults, reads it back and lists it", async () => {
    const id = newContentId();
    const res = await api.create({ id, title: "  Best running shoes  " });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created).toMatchObject({
      id,
      title: "Best running shoes",
      content: "",
      type: "seo",
      status: "draft",
      metaDescription: "",
      focusKeyphrase: "",
      targetKeywords: [],
      version: 1,
    });
    expect(created.createdAt).toBe(created.updatedAt);
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);

    expect(await json(await api.get(id))).toEqual(created);
    const list = await json(await api.list());
    expect(list.total).toBe(1);
    const { content: _body, ...summary } = created;
    expect(list.items).toEqual([summary]);
  });

  it("stores every field and replaces them all on update", async () => {
    const id = newContentId();
    await api.create({
      id,
      title: "Draft",
      content: "Body one",
      type: "ecommerce",
      status: "published",
      metaDescription: " Buy shoes ",
      focusKeyphrase: " running shoes ",
      targetKeywords: [" shoes ", "running", "", "shoes"],
    });
    const stored = await json(await api.get(id));
    expect(stored).toMatchObject({
      type: "ecommerce",
      status: "published",
      metaDescription: "Buy shoes",
      focusKeyphrase: "running shoes",
      targetKeywords: ["shoes", "running"],
    });
    await tick();
    const res = await api.update(id, { title: "Final", content: "Body two", type: "video", version: 1 });
    expect(res.status).toBe(200);
    const updated = await json(res);
    expect(updated).toMatchObject({
      id,
      title: "Final",
      content: "Body two",
      type: "video",
      // A PUT is a full replacement: omitted fields take their defaults.
      status: "draft",
      metaDescription: "",
      targetKeywords: [],
      version: 2,
      createdAt: stored.createdAt,
    });
    expect(updated.updatedAt > stored.updatedAt).toBe(true);
    expect(await json(await api.get(id))).toEqual(updated);
  });

  it("deletes an item with 204, then it is gone everywhere", async () => {
    const id = newContentId();
    await api.create({ id, title: "Short-lived" });
    const res = await api.remove(id);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    for (const after of [await api.get(id), await api.remove(id), await api.revisions(id)]) {
      expect(after.status).toBe(404);
      expect((await json(after)).error).toEqual({ code: "NOT_FOUND", message: "Content not found" });
    }
    expect(await json(await api.list())).toEqual({ items: [], total: 0 });
    expect((await api.update(id, { title: "Back", version: 1 })).status).toBe(404);
  });

  it("deletes the item's revisions with it", async () => {
    const id = newContentId();
    const keep = newContentId();
    await api.create({ id, title: "One" });
    await api.update(id, { title: "Two", version: 1 });
    await api.create({ id: keep, title: "Keep" });
    expect((await api.remove(id)).status).toBe(204);
    const { db } = t.database;
    const left = await db.selectFrom("content_revisions").select(["content_id"]).execute();
    expect(left).toEqual([{ content_id: keep }]);
  });

  it("drops NUL characters (PostgreSQL text cannot hold them) instead of failing", async () => {
    const id = newContentId();
    const res = await api.create({
      id,
      title: "Pasted\u0000 title",
      content: "a\u0000b",
      targetKeywords: ["k\u0000w"],
    });
    expect(res.status).toBe(201);
    expect(await json(await api.get(id))).toMatchObject({
      title: "Pasted title",
      content: "ab",
      targetKeywords: ["kw"],
    });
  });

  it("answers an unknown id with 404 'Content not found'", async () => {
    const res = await api.get(newContentId());
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: { code: "NOT_FOUND", message: "Content not found" } });
  });

  describe("validation", () => {
    const invalid = async (body: Record<string, unknown>, message: string) => {
      const res = await api.create({ id: newContentId(), title: "Ok", ...body });
      expect(res.status).toBe(400);
      const error = (await json(res)).error;
      expect(error.code).toBe("INVALID_REQUEST");
      expect(error.message).toBe(message);
    };

    it("requires a non-blank title ('Title is required')", async () => {
      await invalid({ title: "   " }, MESSAGES.titleRequired);
      await invalid({ title: undefined }, MESSAGES.titleRequired);
      await invalid({ title: null }, MESSAGES.titleRequired);
    });

    it("refuses fields over their limits with clear messages", async () => {
      await invalid({ title: "t".repeat(CONTENT_LIMITS.title + 1) }, "Title must be at most 300 characters");
      await invalid(
        { metaDescription: "m".repeat(CONTENT_LIMITS.metaDescription + 1) },
        "Meta description must be at most 500 characters",
      );
      await invalid(
        { focusKeyphrase: "k".repeat(CONTENT_LIMITS.focusKeyphrase + 1) },
        "Focus keyphrase must be at most 100 characters",
      );
      await invalid(
        { content: "b".repeat(CONTENT_LIMITS.body + 1) },
        "Content must be at most 200,000 characters",
      );
      await invalid(
        { targetKeywords: Array.from({ length: 21 }, (_, i) => `kw${i}`) },
        "At most 20 target keywords",
      );
      await invalid(
        { targetKeywords: ["k".repeat(CONTENT_LIMITS.targetKeyword + 1)] },
        "Each target keyword must be at most 100 characters",
      );
    });

    it("accepts fields exactly at their limits", async () => {
      const id = newContentId();
      const res = await api.create({
        id,
        title: "t".repeat(CONTENT_LIMITS.title),
        content: "b".repeat(CONTENT_LIMITS.body),
        metaDescription: "m".repeat(CONTENT_LIMITS.metaDescription),
        targetKeywords: Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(100, "k")),
      });
      expect(res.status).toBe(201);
      expect((await json(await api.get(id))).content).toHaveLength(CONTENT_LIMITS.body);
    });

    it("refuses unknown types and statuses", async () => {
      await invalid({ type: "blog" }, "Type must be one of seo, ecommerce, video, social");
      await invalid({ status: "deleted" }, "Status must be one of draft, published, archived");
    });

    it("refuses malformed ids and fields the client may not set", async () => {
      await invalid({ id: "short" }, "Content id must be 8 to 64 letters, digits, '-' or '_'");
      await invalid({ id: "has spaces in it" }, "Content id must be 8 to 64 letters, digits, '-' or '_'");
      await invalid({ id: "x".repeat(65) }, "Content id must be 8 to 64 letters, digits, '-' or '_'");
      const res = await api.create({ id: newContentId(), title: "Mine", ownerId: "someone-else" });
      expect(res.status).toBe(400);
      expect((await json(res)).error.message).toContain("ownerId");
      expect((await json(await api.list())).total).toBe(0);
    });

    it("requires the base version on update", async () => {
      const id = newContentId();
      await api.create({ id, title: "Versioned" });
      const res = await api.update(id, { title: "No version" });
      expect(res.status).toBe(400);
      expect((await json(res)).error.message).toBe("Version is required (the version your edit is based on)");
      expect((await api.update(id, { title: "Bad", version: 0 })).status).toBe(400);
      expect((await json(await api.get(id))).title).toBe("Versioned");
    });

    it("validates list paging", async () => {
      expect((await api.list("?limit=0")).status).toBe(400);
      expect((await api.list("?limit=201")).status).toBe(400);
      expect((await api.list("?offset=-1")).status).toBe(400);
      const res = await api.list("?type=page");
      expect(res.status).toBe(400);
      expect((await json(res)).error.message).toBe("Type must be one of seo, ecommerce, video, social");
    });
  });

  describe("idempotent create", () => {
    it("returns the stored item with 200 when the same id is created again, without a second row", async () => {
      const id = newContentId();
      const first = await api.create({ id, title: "Original", content: "Words" });
      expect(first.status).toBe(201);
      const again = await api.create({ id, title: "Retried", content: "Other words" });
      expect(again.status).toBe(200);
      expect(await json(again)).toEqual(await json(first));
      const { db } = t.database;
      expect(await db.selectFrom("content_items").select("id").execute()).toHaveLength(1);
      expect(await db.selectFrom("content_revisions").select("id").execute()).toHaveLength(1);
    });

    it("refuses an id another user holds with 409 and reveals nothing", async () => {
      const id = newContentId();
      await api.create({ id, title: "Alice's secret", content: "Private words" });
      const mallory = contentClient(t, (await t.createUser()).cookie);
      const res = await mallory.create({ id, title: "Mallory's" });
      expect(res.status).toBe(409);
      const body = await json(res);
      expect(body).toEqual({ error: { code: "ALREADY_EXISTS", message: MESSAGES.alreadyExists } });
      expect(JSON.stringify(body)).not.toContain("Alice");
      const original = await json(await api.get(id));
      expect(original).toMatchObject({ title: "Alice's secret", content: "Private words", version: 1 });
      expect(await json(await mallory.list())).toEqual({ items: [], total: 0 });
    });

    it("gives concurrent creates with one id exactly one row", async () => {
      const id = newContentId();
      const answers = await Promise.all([1, 2, 3].map((n) => api.create({ id, title: `Try ${n}` })));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
      const titles = new Set(await Promise.all(answers.map(async (r) => (await json(r)).title)));
      expect(titles.size).toBe(1);
      expect(await t.database.db.selectFrom("content_items").select("id").execute()).toHaveLength(1);
    });
  });

  describe("list", () => {
    const seed = async () => {
      const ids: Record<string, string> = {};
      const items = [
        { key: "a", type: "seo", status: "draft" },
        { key: "b", type: "social", status: "published" },
        { key: "c", type: "seo", status: "published" },
        { key: "d", type: "video", status: "archived" },
      ];
      for (const item of items) {
        ids[item.key] = newContentId();
        await api.create({ id: ids[item.key], title: item.key, type: item.type, status: item.status });
        await tick();
      }
      return ids;
    };
    const titles = async (query = "") =>
      (await json(await api.list(query))).items.map((i: { title: string }) => i.title);

    it("orders by last update, newest first", async () => {
      const ids = await seed();
      expect(await titles()).toEqual(["d", "c", "b", "a"]);
      await api.update(ids.a!, { title: "a", version: 1 });
      expect(await titles()).toEqual(["a", "d", "c", "b"]);
    });

    it("filters by type and status, with the total of all matches", async () => {
      await seed();
      expect(await titles("?type=seo")).toEqual(["c", "a"]);
      expect(await titles("?status=published")).toEqual(["c", "b"]);
      expect(await titles("?type=seo&status=published")).toEqual(["c"]);
      expect(await json(await api.list("?type=ecommerce"))).toEqual({ items: [], total: 0 });
    });

    it("pages with limit and offset and counts every match", async () => {
      await seed();
      expect(await json(await api.list("?limit=2"))).toMatchObject({ total: 4 });
      expect(await titles("?limit=2")).toEqual(["d", "c"]);
      expect(await titles("?limit=2&offset=2")).toEqual(["b", "a"]);
      expect(await json(await api.list("?limit=3&offset=3"))).toMatchObject({ total: 4 });
      expect(await json(await api.list("?offset=10"))).toEqual({ items: [], total: 4 });
      expect(await json(await api.list("?type=seo&limit=1"))).toMatchObject({ total: 2 });
    });

    it("leaves bodies out of the list", async () => {
      await api.create({ id: newContentId(), title: "Long", content: "x".repeat(10_000) });
      const [item] = (await json(await api.list())).items;
      expect(item.title).toBe("Long");
      expect(item).not.toHaveProperty("content");
    });
  });
});
