import { randomUUID } from "node:crypto";
import type { TestContext } from "../../../test/harness";

/** A fresh client-style content id (the web app generates UUIDs too). */
export function newContentId(): string {
  return randomUUID();
}

/** Test support: the content API as one signed-in user calls it. */
export function contentClient(t: TestContext, cookie: string) {
  const base = "/api/v1/content";
  return {
    list: (query = "") => t.request(`${base}${query}`, { cookie }),
    create: (body: unknown) => t.request(base, { method: "POST", cookie, json: body }),
    get: (id: string) => t.request(`${base}/${id}`, { cookie }),
    update: (id: string, body: unknown) => t.request(`${base}/${id}`, { method: "PUT", cookie, json: body }),
    remove: (id: string) => t.request(`${base}/${id}`, { method: "DELETE", cookie }),
    revisions: (id: string, query = "") => t.request(`${base}/${id}/revisions${query}`, { cookie }),
    revision: (id: string, revisionId: string) =>
      t.request(`${base}/${id}/revisions/${revisionId}`, { cookie }),
    restore: (id: string, revisionId: string, version: number) =>
      t.request(`${base}/${id}/revisions/${revisionId}/restore`, {
        method: "POST",
        cookie,
        json: { version },
      }),
  };
}

export type ContentClient = ReturnType<typeof contentClient>;
