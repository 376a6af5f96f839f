import { REPORT_SECTIONS, type Report } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-error";
import {
  fieldOfServerError,
  formValuesOf,
  moveSection,
  reportFailureOf,
  requestOf,
  toggleSection,
} from "./report-form";

const saved: Report = {
  id: "r1",
  name: "Monthly for Acme",
  siteId: "s1",
  segmentId: "g1",
  projectId: null,
  period: "custom",
  from: "2026-10-01",
  to: "2026-10-31",
  sections: [
    { kind: "top_issues" },
    { kind: "note", text: "Hello" },
    { kind: "site_health" },
    { kind: "note", text: "Bye" },
  ],
  paper: "letter",
  schedule: { cadence: "off", recipients: [], lastSentAt: null, nextSendAt: null },
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

describe("report form", () => {
  it("starts a new report with every section listed, none ticked, and the API's defaults", () => {
    const values = formValuesOf(null);
    expect(values.order).toEqual([...REPORT_SECTIONS]);
    expect(values.chosen).toEqual([]);
    expect(values.period).toBe("last_30_days");
    expect(values.paper).toBe("a4");
  });

  it("lists a saved report's sections first, in its order, then the rest", () => {
    const values = formValuesOf(saved);
    expect(values.order.slice(0, 3)).toEqual(["top_issues", "note", "site_health"]);
    expect(values.order).toHaveLength(REPORT_SECTIONS.length);
    expect(new Set(values.order).size).toBe(REPORT_SECTIONS.length);
    expect(values.chosen).toEqual(["top_issues", "note", "site_health"]);
    expect(values.note).toBe("Hello\n\nBye");
    expect(values.segmentId).toBe("g1");
  });

  it("sends the ticked sections in the list's order, the note with its text, empty choices as null", () => {
    const values = {
      ...formValuesOf(null),
      name: "Q4",
      siteId: "s1",
      order: moveSection(formValuesOf(null).order, "note", -1),
      chosen: ["note", "site_health", "content_scores"] as const,
      note: "Read me",
    };
    const request = requestOf({ ...values, chosen: [...values.chosen] });
    expect(request.sections).toEqual([
      { kind: "site_health" },
      { kind: "note", text: "Read me" },
      { kind: "content_scores" },
    ]);
    expect(request).toMatchObject({ siteId: "s1", segmentId: null, projectId: null, from: null, to: null });
  });

  it("sends custom days only with the custom period, and a segment only with its site", () => {
    const values = { ...formValuesOf(null), from: "2026-10-01", to: "2026-10-31", segmentId: "g1" };
    expect(requestOf(values)).toMatchObject({ from: null, to: null, segmentId: null });
    expect(requestOf({ ...values, period: "custom", siteId: "s1" })).toMatchObject({
      from: "2026-10-01",
      to: "2026-10-31",
      segmentId: "g1",
    });
  });

  it("moves a section one place, and not past either end", () => {
    const order = ["site_health", "top_issues", "note"] as const;
    expect(moveSection(order, "top_issues", -1)).toEqual(["top_issues", "site_health", "note"]);
    expect(moveSection(order, "top_issues", 1)).toEqual(["site_health", "note", "top_issues"]);
    expect(moveSection(order, "site_health", -1)).toEqual([...order]);
    expect(moveSection(order, "note", 1)).toEqual([...order]);
  });

  it("ticks and unticks a section once", () => {
    expect(toggleSection(["note"], "site_health", true)).toEqual(["note", "site_health"]);
    expect(toggleSection(["note", "site_health"], "site_health", true)).toEqual(["note", "site_health"]);
    expect(toggleSection(["note", "site_health"], "note", false)).toEqual(["site_health"]);
  });

  it("finds the field a server refusal names, as a dotted path or a zod path", () => {
    expect(fieldOfServerError("siteId")).toBe("siteId");
    expect(fieldOfServerError("sections")).toBe("sections");
    expect(fieldOfServerError("sections.1.kind")).toBe("sections");
    expect(fieldOfServerError("sections.3.text")).toBe("note");
    expect(fieldOfServerError(["sections", 3, "text"])).toBe("note");
    expect(fieldOfServerError(["to"])).toBe("to");
    expect(fieldOfServerError("schedule")).toBeNull();
    expect(fieldOfServerError(undefined)).toBeNull();
  });

  it("shows every zod issue the server sent at its field, else the one field it names", () => {
    const issues = new ApiError("INVALID_REQUEST", "Enter a report name", 400, {
      issues: [
        { path: ["name"], message: "Enter a report name" },
        { path: ["siteId"], message: "Choose a site for “Site health”" },
        { path: ["siteId"], message: "Choose a site for “Top issues”" },
      ],
    });
    expect(reportFailureOf(issues).fields).toEqual({
      name: "Enter a report name",
      siteId: "Choose a site for “Site health”",
    });
    const one = new ApiError("INVALID_REQUEST", "Choose a project for “Rankings and movers”", 400, {
      field: "projectId",
    });
    expect(reportFailureOf(one)).toMatchObject({
      fields: { projectId: "Choose a project for “Rankings and movers”" },
      general: null,
    });
  });

  it("shows a plan refusal as a whole, with the way to upgrade", () => {
    const refused = new ApiError("PAYMENT_REQUIRED", "Custom reports are part of the Pro plan.", 402);
    expect(reportFailureOf(refused)).toEqual({
      fields: {},
      general: "Custom reports are part of the Pro plan.",
      upgradeUrl: "/upgrade",
    });
  });
});
