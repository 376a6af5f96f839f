import { describe, expect, it } from "vitest";
import { buttonClassName } from "../components/ui/button";
import { cn } from "./cn";

describe("cn", () => {
  it("lets a later class win over an earlier one of the same Tailwind property", () => {
    expect(cn("px-3 text-slate-700", "px-2 text-red-700")).toBe("px-2 text-red-700");
  });

  it("gives the content card's delete button the caller's padding and colour, not the variant's", () => {
    const classes = buttonClassName("ghost", "sm", "px-2 text-red-700 hover:bg-red-50").split(" ");
    expect(classes).toContain("px-2");
    expect(classes).toContain("text-red-700");
    expect(classes).toContain("hover:bg-red-50");
    expect(classes).not.toContain("px-3");
    expect(classes).not.toContain("text-slate-700");
    expect(classes).not.toContain("hover:bg-slate-100");
    // The size's text size is a different property from the caller's text colour: both stay.
    expect(classes).toContain("text-sm");
  });

  it("keeps classes of different variants (hover:, disabled:) apart from the base ones", () => {
    expect(cn("bg-white hover:bg-slate-50 disabled:bg-slate-200", "bg-indigo-600")).toBe(
      "hover:bg-slate-50 disabled:bg-slate-200 bg-indigo-600",
    );
  });

  it("skips false, null, undefined and empty values, and joins conditional objects", () => {
    expect(cn("block", false, null, undefined, "", { hidden: false, "font-medium": true })).toBe(
      "block font-medium",
    );
  });
});
