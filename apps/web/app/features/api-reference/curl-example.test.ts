import { describe, expect, it } from "vitest";
import { curlExample } from "./curl-example";
import type { OpenApiDocument } from "./openapi-types";

const doc: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {},
  components: {
    schemas: {
      NewAnalysis: {
        type: "object",
        required: ["url", "depth", "pageUrl"],
        properties: {
          url: { type: "string", format: "uri" },
          depth: { type: "integer", minimum: 2 },
          note: { type: "string" },
          pageUrl: { type: "string", maxLength: 2048 },
          kind: { type: "string", enum: ["page", "site"] },
        },
      },
    },
  },
};

describe("curlExample", () => {
  it("sends the required fields of a referenced body with placeholder values", () => {
    const command = curlExample(
      "https://rank.example",
      "post",
      "/api/v1/analyses",
      { $ref: "#/components/schemas/NewAnalysis" },
      doc,
    );
    expect(command).toBe(
      [
        "curl -X POST 'https://rank.example/api/v1/analyses' \\",
        '  -H "Authorization: Bearer $RANKLENS_API_KEY" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{"url":"https://example.com/","depth":2,"pageUrl":"https://example.com/"}'`,
      ].join("\n"),
    );
  });

  it("has no body lines without a body, and quotes single quotes for the shell", () => {
    const command = curlExample("http://h", "get", "/api/v1/content?q=it's", undefined, doc);
    expect(command).toBe(
      `curl -X GET 'http://h/api/v1/content?q=it'\\''s' \\\n  -H "Authorization: Bearer $RANKLENS_API_KEY"`,
    );
  });
});
