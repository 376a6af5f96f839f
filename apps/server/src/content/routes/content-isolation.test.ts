import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { personalWorkspaceId } from "../../../test/workspaces";
import { type ContentClient, contentClient, newContentId } from "./content-test-client";

interface Owner {
  id: string;
  api: ContentClient;
  itemId: string;
  revisionId: string;
}

const NOT_FOUND = { error: { code: "NOT_FOUND", message: "Content not found" } };

/**
 * Security research §4.1 (IDOR): every content endpoint, called by one user
 * with another user's ids, answers exactly like a missing id and changes nothing.
 */
describe.each(testDatabaseKinds())("content owner isolation [%s]", (kind) => {
  let t: TestContext;
  let alice: Owner;
  let bob: Owner;

  const seedOwner = async (name: string): Promise<Owner> => {
    const user = await t.createUser({ name });
    const api = contentClient(t, user.cookie);
    const itemId = newContentId();
    await api.create({ id: itemId, title: `${name}'s draft`, content: `${name}'s private words` });
    await api.update(itemId, { title: `${name}'s article`, content: `${name}'s final words`, version: 1 });
    const revisionId = (await json(await api.revisions(itemId))).items[1].id;
    return { id: user.id, api, itemId, revisionId };
  };

  /** Everything the owner can see of their item: the item, its history and each revision. */
  const snapshot = async (owner: Owner) => ({
    item: await json(await owner.api.get(owner.itemId)),
    list: await json(await owner.api.list()),
    revisions: await json(await owner.api.revisions(owner.itemId)),
    revision: await json(await owner.api.revision(owner.itemId, owner.revisionId)),
  });

  beforeEach(async () => {
    t = await createTestContext(kind);
    alice = await seedOwner("Alice");
    bob = await seedOwner("Bob");
  });
  afterEach(async () => {
    await t.close();
  });

  for (const [attackerName, victimName] of [
    ["bob", "alice"],
    ["alice", "bob"],
  ] as const) {
    describe(`${attackerName} against ${victimName}'s item`, () => {
      const pair = () => (attackerName === "bob" ? [bob, alice] : [alice, bob]) as [Owner, Owner];

      it("gets 404 'Content not found' on every item endpoint, like a missing id", async () => {
        const [attacker, victim] = pair();
        const calls: Array<[string, () => Promise<Response>]> = [
          ["get", () => attacker.api.get(victim.itemId)],
          ["update", () => attacker.api.update(victim.itemId, { title: "Hacked", content: "", version: 2 })],
          [
            "update at any version",
            () => attacker.api.update(victim.itemId, { title: "Hacked", version: 1 }),
          ],
          ["delete", () => attacker.api.remove(victim.itemId)],
          ["revisions", () => attacker.api.revisions(victim.itemId)],
          ["revision", () => attacker.api.revision(victim.itemId, victim.revisionId)],
          ["restore", () => attacker.api.restore(victim.itemId, victim.revisionId, 2)],
          ["missing revision", () => attacker.api.revision(victim.itemId, "no-such-revision")],
        ];
        for (const [name, call] of calls) {
          const res = await call();
          expect([name, res.status]).toEqual([name, 404]);
          expect([name, await json(res)]).toEqual([name, NOT_FOUND]);
        }
      });

      it("changes nothing of the victim's", async () => {
        const [attacker, victim] = pair();
        const before = await snapshot(victim);
        await attacker.api.update(victim.itemId, { title: "Hacked", version: 2 });
        await attacker.api.restore(victim.itemId, victim.revisionId, 2);
        await attacker.api.remove(victim.itemId);
        expect(await snapshot(victim)).toEqual(before);
        expect(before.item.version).toBe(2);
        expect(before.revisions.total).toBe(2);
      });

      it("cannot pull the victim's revision through an item of their own", async () => {
        const [attacker, victim] = pair();
        const res = await attacker.api.revision(attacker.itemId, victim.revisionId);
        expect(res.status).toBe(404);
        const restore = await attacker.api.restore(attacker.itemId, victim.revisionId, 2);
        expect(restore.status).toBe(404);
        expect((await json(await attacker.api.get(attacker.itemId))).content).not.toContain(
          victim === alice ? "Alice" : "Bob",
        );
      });

      it("never lists the victim's items, whatever the query says", async () => {
        const [attacker, victim] = pair();
        const res = await attacker.api.list(
          `?ownerId=${victim.id}&owner_id=${victim.id}&userId=${victim.id}&user_id=${victim.id}`,
        );
        expect(res.status).toBe(200);
        const list = await json(res);
        expect(list.total).toBe(1);
        expect(list.items.map((i: { id: string }) => i.id)).toEqual([attacker.itemId]);
      });
    });
  }

  it("keeps every stored row with its owner", async () => {
    const rows = await t.database.db
      .selectFrom("content_items")
      .select(["id", "workspace_id", "created_by"])
      .execute();
    rows.sort((a, b) => (a.id < b.id ? -1 : 1));
    const aliceWorkspace = await personalWorkspaceId(t.database.db, alice.id);
    const bobWorkspace = await personalWorkspaceId(t.database.db, bob.id);
    const expected = [
      { id: alice.itemId, workspace_id: aliceWorkspace, created_by: alice.id },
      { id: bob.itemId, workspace_id: bobWorkspace, created_by: bob.id },
    ].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(rows).toEqual(expected);
    const revisionOwners = await t.database.db
      .selectFrom("content_revisions")
      .select(["content_id", "workspace_id", "saved_by"])
      .execute();
    for (const revision of revisionOwners) {
      const alices = revision.content_id === alice.itemId;
      expect(revision.workspace_id).toBe(alices ? aliceWorkspace : bobWorkspace);
      expect(revision.saved_by).toBe(alices ? alice.id : bob.id);
    }
    expect(revisionOwners).toHaveLength(4);
  });
});
