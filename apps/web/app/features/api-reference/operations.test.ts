import { describe, expect, it } from "vitest";
import type { OpenApiDocument } from "./openapi-types";
import { authRequirement, groupByTag } from "./operations";

const doc: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  security: [{ sessionCookie: [] }, { apiKey: [] }],
  paths: {
    "/api/v1/content": {
      get: { tags: ["Content"], summary: "list" },
      post: { tags: ["Content"], summary: "create" },
    },
    "/api/v1/api-keys": { post: { tags: ["API keys"], security: [{ sessionCookie: [] }] } },
    "/api/v1/billing/webhook": { post: { tags: ["Billing"], security: [] } },
    "/api/v1/untagged": { delete: {} },
  },
};

describe("groupByTag", () => {
  it("groups operations by their first tag in document order, with anchors", () => {
    const groups = groupByTag(doc);
    expect(groups.map((g) => [g.tag, g.operations.map((o) => o.anchor)])).toEqual([
      ["Content", ["get-api-v1-content", "post-api-v1-content"]],
      ["API keys", ["post-api-v1-api-keys"]],
      ["Billing", ["post-api-v1-billing-webhook"]],
      ["Other", ["delete-api-v1-untagged"]],
    ]);
    expect(groups[1]?.anchor).toBe("api-keys");
  });

  it("follows the document's tag list for the order and descriptions, then the tags it leaves out", () => {
    const ordered: OpenApiDocument = {
      ...doc,
      tags: [
        { name: "Billing", description: "Plans and payments." },
        { name: "Content", description: "Your library." },
        { name: "Unused", description: "No operations." },
      ],
    };
    const groups = groupByTag(ordered);
    expect(groups.map((g) => [g.tag, g.description])).toEqual([
      ["Billing", "Plans and payments."],
      ["Content", "Your library."],
      ["API keys", undefined],
      ["Other", undefined],
    ]);
  });
});

describe("authRequirement", () => {
  it("reads the operation's security, falling back to the document's", () => {
    const ops = doc.paths;
    expect(authRequirement(doc, ops["/api/v1/content"]!.get!)).toBe("session-or-key");
    expect(authRequirement(doc, ops["/api/v1/api-keys"]!.post!)).toBe("session");
    expect(authRequirement(doc, ops["/api/v1/billing/webhook"]!.post!)).toBe("none");
  });
});
