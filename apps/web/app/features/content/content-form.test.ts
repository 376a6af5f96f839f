import { describe, expect, it } from "vitest";
import { emptyContentForm, formFromItem, normalizeContentForm, sameContentForm } from "./content-form";

describe("content form", () => {
  it("starts a new item as an empty seo draft", () => {
    expect(emptyContentForm()).toEqual({
      title: "",
      content: "",
      type: "seo",
      status: "draft",
      metaDescription: "",
      focusKeyphrase: "",
      targetKeywords: [],
    });
  });

  it("takes only the editable fields of an item, with its own keyword list", () => {
    const item = {
      id: "abcdefgh1",
      title: "T",
      content: "Body",
      type: "video" as const,
      status: "published" as const,
      metaDescription: "M",
      focusKeyphrase: "k",
      targetKeywords: ["a", "b"],
      version: 3,
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-01-02T00:00:00.000Z",
    };
    const form = formFromItem(item);
    expect(form).toEqual({
      title: "T",
      content: "Body",
      type: "video",
      status: "published",
      metaDescription: "M",
      focusKeyphrase: "k",
      targetKeywords: ["a", "b"],
    });
    form.targetKeywords.push("c");
    expect(item.targetKeywords).toEqual(["a", "b"]);
  });

  it("notices a change in any field, including keyword order", () => {
    const base = { ...emptyContentForm(), title: "A", targetKeywords: ["x", "y"] };
    expect(sameContentForm(base, { ...base, targetKeywords: ["x", "y"] })).toBe(true);
    expect(sameContentForm(base, { ...base, targetKeywords: ["y", "x"] })).toBe(false);
    expect(sameContentForm(base, { ...base, targetKeywords: ["x"] })).toBe(false);
    expect(sameContentForm(base, { ...base, content: "b" })).toBe(false);
    expect(sameContentForm(base, { ...base, status: "archived" })).toBe(false);
    expect(sameContentForm(base, { ...base, type: "social" })).toBe(false);
    expect(sameContentForm(base, { ...base, metaDescription: "m" })).toBe(false);
    expect(sameContentForm(base, { ...base, focusKeyphrase: "k" })).toBe(false);
    expect(sameContentForm(base, { ...base, title: "B" })).toBe(false);
  });

  it("normalises like the server: trims texts but not the body, drops blank and repeated keywords", () => {
    const form = {
      ...emptyContentForm(),
      title: "  Title ",
      metaDescription: " meta ",
      focusKeyphrase: " key ",
      content: "  body keeps its spaces ",
      targetKeywords: [" a", "a", "", "  ", "A"],
    };
    expect(normalizeContentForm(form)).toEqual({
      ...form,
      title: "Title",
      metaDescription: "meta",
      focusKeyphrase: "key",
      targetKeywords: ["a", "A"],
    });
  });
});
