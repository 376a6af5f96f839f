import { describe, expect, it } from "vitest";
import { createRequestOf, fieldOfServerError, formValuesOf, updateRequestOf } from "./project-form";

describe("project form", () => {
  it("turns one-per-line text into lists, dropping blank lines and the empty name", () => {
    const values = {
      ...formValuesOf(null),
      siteUrl: " shed.test ",
      competitors: "rival.test\n\n  other.test  \n",
      pages: "shed.test/a\nrival.test/b",
      keywords: "garden sheds, tool racks\nshelves",
    };
    expect(createRequestOf(values)).toEqual({
      siteUrl: " shed.test ",
      competitors: ["rival.test", "other.test"],
      pages: ["shed.test/a", "rival.test/b"],
      keywords: ["garden sheds", "tool racks", "shelves"],
      pageSchedule: "weekly",
      crawlSchedule: "off",
    });
  });

  it("sends no site on an edit", () => {
    const request = updateRequestOf({ ...formValuesOf(null), siteUrl: "shed.test", name: "Shed" });
    expect(request).not.toHaveProperty("siteUrl");
    expect(request.name).toBe("Shed");
  });

  it("finds the field a server refusal names", () => {
    expect(fieldOfServerError("competitors.2")).toBe("competitors");
    expect(fieldOfServerError("siteUrl")).toBe("siteUrl");
    expect(fieldOfServerError("pageSchedule")).toBe("pageSchedule");
    expect(fieldOfServerError("rules.title_changed")).toBeNull();
    expect(fieldOfServerError(undefined)).toBeNull();
  });
});
