import { describe, expect, it } from "vitest";
import { brokenStore, memoryStore } from "../../lib/test-stores";
import { emptyContentForm } from "./content-form";
import {
  type ContentDraft,
  clearDraft,
  draftStorageKey,
  loadDraft,
  NEW_ITEM_DRAFT_KEY,
  saveDraft,
} from "./draft-storage";

const draft: ContentDraft = {
  itemId: "3f0c3c6e-1d1e-4a57-9d7e-2a3b4c5d6e7f",
  baseVersion: 4,
  savedAt: "2025-05-01T10:00:00.000Z",
  form: { ...emptyContentForm(), title: "Half-written", content: "Words", targetKeywords: ["a"] },
};

describe("draft storage", () => {
  it("keeps a draft per item and returns it unchanged", () => {
    const storage = memoryStore();
    saveDraft(storage, draft.itemId, draft);
    saveDraft(storage, NEW_ITEM_DRAFT_KEY, { ...draft, itemId: "other-new-id", baseVersion: null });
    expect(loadDraft(storage, draft.itemId)).toEqual(draft);
    expect(loadDraft(storage, NEW_ITEM_DRAFT_KEY)?.itemId).toBe("other-new-id");
    expect(loadDraft(storage, NEW_ITEM_DRAFT_KEY)?.baseVersion).toBeNull();
    expect(storage.data.has(draftStorageKey(draft.itemId))).toBe(true);
  });

  it("forgets a draft once cleared", () => {
    const storage = memoryStore();
    saveDraft(storage, draft.itemId, draft);
    clearDraft(storage, draft.itemId);
    expect(loadDraft(storage, draft.itemId)).toBeNull();
  });

  it("treats unreadable or foreign data as no draft", () => {
    const storage = memoryStore();
    const key = draftStorageKey("x");
    storage.data.set(key, "{not json");
    expect(loadDraft(storage, "x")).toBeNull();
    storage.data.set(key, JSON.stringify({ ...draft, form: { ...draft.form, type: "blog" } }));
    expect(loadDraft(storage, "x")).toBeNull();
    storage.data.set(key, JSON.stringify({ ...draft, form: { ...draft.form, targetKeywords: [1] } }));
    expect(loadDraft(storage, "x")).toBeNull();
    storage.data.set(key, JSON.stringify({ ...draft, baseVersion: "4" }));
    expect(loadDraft(storage, "x")).toBeNull();
    storage.data.set(key, JSON.stringify({ ...draft, form: { ...draft.form, content: null } }));
    expect(loadDraft(storage, "x")).toBeNull();
  });

  it("survives a storage that throws (disabled or full)", () => {
    const broken = brokenStore();
    expect(() => saveDraft(broken, "x", draft)).not.toThrow();
    expect(() => clearDraft(broken, "x")).not.toThrow();
    expect(loadDraft(broken, "x")).toBeNull();
  });
});
