import { describe, expect, it } from "vitest";
import { emptyContentForm } from "./content-form";
import { unsavedCopyText } from "./unsaved-copy";

describe("unsavedCopyText", () => {
  it("lists the filled fields, then the body exactly as written", () => {
    const text = unsavedCopyText({
      ...emptyContentForm(),
      title: "My title",
      focusKeyphrase: "garden tools",
      targetKeywords: ["rakes", "hoes"],
      content: "First paragraph.\n\n  Indented second.",
    });
    expect(text).toBe(
      "Title: My title\nFocus keyphrase: garden tools\nTarget keywords: rakes, hoes\n\nFirst paragraph.\n\n  Indented second.",
    );
  });

  it("is just the body when nothing else is filled, and empty for an empty form", () => {
    expect(unsavedCopyText({ ...emptyContentForm(), content: "Only body" })).toBe("Only body");
    expect(unsavedCopyText(emptyContentForm())).toBe("");
  });
});
