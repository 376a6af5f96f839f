import { describe, expect, it } from "vitest";
import { keyCoverage, keyCoverageSentence } from "./key-coverage";
import type { OpenApiDocument } from "./openapi-types";

const session = [{ sessionCookie: [] }];

/** The shape of the server's document: key areas keep the default security, the rest say session only. */
const doc: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  security: [{ sessionCookie: [] }, { apiKey: [] }],
  tags: [{ name: "Analyses" }, { name: "Site audits" }, { name: "Monitoring" }, { name: "API keys" }],
  paths: {
    "/api/v1/analyses": { post: { tags: ["Analyses"] }, get: { tags: ["Analyses"] } },
    "/api/v1/sites": { get: { tags: ["Site audits"] } },
    "/api/v1/projects": { get: { tags: ["Monitoring"] } },
    // Public (the signed token is the authorisation): says nothing about keys either way.
    "/api/v1/alerts/unsubscribe": { get: { tags: ["Monitoring"], security: [] } },
    "/api/v1/api-keys": { post: { tags: ["API keys"], security: session } },
    "/api/v1/usage": { get: { tags: ["Plans and billing"] } },
    "/api/v1/billing/checkout": { post: { tags: ["Plans and billing"], security: session } },
    "/api/v1/billing/webhook": { post: { tags: ["Plans and billing"], security: [] } },
    "/api/v1/system": { get: { tags: ["System"], security: [] } },
  },
};

describe("keyCoverage", () => {
  it("sorts groups by what their signed-in endpoints accept, naming key endpoints inside session groups", () => {
    expect(keyCoverage(doc)).toEqual({
      keyGroups: ["Analyses", "Site audits", "Monitoring"],
      keyEndpoints: ["GET /api/v1/usage"],
      sessionGroups: ["API keys", "Plans and billing"],
      mixedGroups: ["Plans and billing"],
    });
  });

  it("says it in one sentence, every group the document has, and no group that is public only", () => {
    expect(keyCoverageSentence(keyCoverage(doc))).toBe(
      "Keys work for analyses, site audits, and monitoring, and for `GET /api/v1/usage`; " +
        "the API keys endpoints and the rest of plans and billing need the web app's session cookie.",
    );
  });

  it("follows the document: a group that starts taking keys moves to the first half", () => {
    const opened: OpenApiDocument = {
      ...doc,
      paths: { ...doc.paths, "/api/v1/api-keys": { post: { tags: ["API keys"] } } },
    };
    expect(keyCoverageSentence(keyCoverage(opened))).toMatch(
      /^Keys work for analyses, site audits, monitoring, and API keys, and for `GET \/api\/v1\/usage`; the rest of plans and billing need/,
    );
  });
});
