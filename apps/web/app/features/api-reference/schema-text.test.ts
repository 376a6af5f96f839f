import { describe, expect, it } from "vitest";
import { constraintText, propertyRows, refName, typeLabel } from "./schema-text";

describe("typeLabel", () => {
  it("names referenced components instead of inlining them", () => {
    expect(typeLabel({ $ref: "#/components/schemas/Content" })).toBe("Content");
    expect(refName({ $ref: "#/other/Thing" })).toBeUndefined();
  });

  it("spells enums, nullable types, formats and arrays", () => {
    expect(typeLabel({ type: "string", enum: ["pass", "fail"] })).toBe('"pass" | "fail"');
    expect(typeLabel({ type: ["integer", "null"] })).toBe("integer | null");
    expect(typeLabel({ anyOf: [{ type: "string" }, { type: "null" }] })).toBe("string | null");
    expect(typeLabel({ type: "string", format: "uri" })).toBe("string (uri)");
    expect(typeLabel({ type: "array", items: { $ref: "#/components/schemas/Check" } })).toBe("Check[]");
    expect(typeLabel({ type: "array", items: { type: ["string", "null"] } })).toBe("(string | null)[]");
    expect(typeLabel({ properties: {} })).toBe("object");
    expect(typeLabel(undefined)).toBe("any");
  });
});

describe("constraintText", () => {
  it("puts limits and defaults in words", () => {
    expect(constraintText({ type: "string", minLength: 1, maxLength: 200 })).toBe("1–200 characters");
    expect(constraintText({ type: "array", maxItems: 10 })).toBe("at most 10 items");
    expect(constraintText({ type: "integer", minimum: 1, default: 20 })).toBe("at least 1; default 20");
    expect(constraintText({ type: "string" })).toBeUndefined();
  });
});

describe("propertyRows", () => {
  it("lists properties with required flags and nests inline objects", () => {
    const rows = propertyRows({
      type: "object",
      required: ["url"],
      properties: {
        url: { type: "string", format: "uri", description: "Page to analyse" },
        competitors: {
          type: "array",
          items: { type: "object", required: ["url"], properties: { url: { type: "string" } } },
        },
      },
    });
    expect(rows).toEqual([
      {
        name: "url",
        type: "string (uri)",
        required: true,
        description: "Page to analyse",
        constraints: undefined,
        children: undefined,
      },
      {
        name: "competitors",
        type: "object[]",
        required: false,
        description: undefined,
        constraints: undefined,
        children: [
          {
            name: "url",
            type: "string",
            required: true,
            description: undefined,
            constraints: undefined,
            children: undefined,
          },
        ],
      },
    ]);
  });

  it("stops nesting at the given depth", () => {
    const deep = {
      type: "object",
      properties: { a: { type: "object", properties: { b: { type: "string" } } } },
    };
    expect(propertyRows(deep, 0)[0]?.children).toBeUndefined();
  });
});
