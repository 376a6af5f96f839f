import { MESSAGES } from "@ranklens/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAnalysis } from "./analyses-api";
import { apiRequest, NETWORK_RETRIES, NETWORK_RETRY_DELAY_MS, toApiError } from "./api-client";
import { ApiError } from "./api-error";
import { createApiKey } from "./api-keys-api";
import { createContent, restoreRevision } from "./content-api";
import { createQueryClient } from "./query-client";

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function stubFetch(...outcomes: Array<Response | Error>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = outcomes.shift();
    if (!next) throw new Error("unexpected extra fetch");
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const noSleep = vi.fn(async (_ms: number) => {});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  noSleep.mockClear();
});

describe("apiRequest", () => {
  it("returns the parsed body and sends JSON with same-origin credentials", async () => {
    const fetchMock = stubFetch(jsonResponse(200, { preferences: { rankingAlerts: false } }));
    const result = await apiRequest<{ preferences: { rankingAlerts: boolean } }>(
      "/api/v1/account/preferences",
      {
        method: "PATCH",
        json: { rankingAlerts: false },
      },
    );
    expect(result.preferences.rankingAlerts).toBe(false);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe("/api/v1/account/preferences");
    expect(init?.method).toBe("PATCH");
    expect(init?.credentials).toBe("same-origin");
    expect(init?.body).toBe('{"rankingAlerts":false}');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers["Content-Type"]).toBe("application/json");
  });

  it("maps an error body to an ApiError with the server's code, message and status", async () => {
    stubFetch(jsonResponse(422, { error: { code: "VALIDATION", message: "Full name is required" } }));
    const failure = await apiRequest("/api/v1/account", { method: "PATCH", json: { fullName: "" } }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: "VALIDATION", message: "Full name is required", status: 422 });
  });

  it("does not retry when the server answered with an error", async () => {
    const fetchMock = stubFetch(jsonResponse(500, { error: { code: "INTERNAL", message: "Boom" } }));
    await expect(apiRequest("/api/v1/system", { sleep: noSleep })).rejects.toMatchObject({
      code: "INTERNAL",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(noSleep).not.toHaveBeenCalled();
  });

  it("retries a network failure and succeeds when the network comes back", async () => {
    const fetchMock = stubFetch(new TypeError("Failed to fetch"), jsonResponse(200, { ok: true }));
    await expect(apiRequest("/api/v1/system", { sleep: noSleep })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(noSleep).toHaveBeenCalledWith(NETWORK_RETRY_DELAY_MS);
  });

  it("gives up after 3 retries 1 s apart with the connection-error message", async () => {
    const fetchMock = stubFetch(...Array.from({ length: 4 }, () => new TypeError("Failed to fetch")));
    const failure = await apiRequest("/api/v1/system", { sleep: noSleep }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: "NETWORK", message: MESSAGES.connectionError, status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1 + NETWORK_RETRIES);
    expect(noSleep).toHaveBeenCalledTimes(NETWORK_RETRIES);
    expect(noSleep.mock.calls.every(([ms]) => ms === 1000)).toBe(true);
  });

  it("passes an abort through without retrying", async () => {
    const abort = new DOMException("The operation was aborted.", "AbortError");
    const fetchMock = stubFetch(abort);
    await expect(apiRequest("/api/v1/system", { sleep: noSleep })).rejects.toBe(abort);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("returns null for an empty success body", async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest("/api/v1/thing", { method: "DELETE" })).resolves.toBeNull();
  });
});

describe("retrying only what is safe to repeat", () => {
  const offline = () => new TypeError("Failed to fetch");

  it("never repeats a POST or PATCH after a network failure: the lost response may have been a success", async () => {
    for (const method of ["POST", "PATCH", "post"]) {
      const fetchMock = stubFetch(offline(), jsonResponse(201, { ok: true }));
      const failure = await apiRequest("/api/v1/things", { method, json: {}, sleep: noSleep }).catch(
        (e: unknown) => e,
      );
      expect(failure, method).toMatchObject({ code: "NETWORK", message: MESSAGES.connectionError });
      expect(fetchMock, method).toHaveBeenCalledTimes(1);
      vi.unstubAllGlobals();
    }
    expect(noSleep).not.toHaveBeenCalled();
  });

  it("runs an analysis and creates an API key at most once", async () => {
    const analysisFetch = stubFetch(offline(), jsonResponse(201, {}));
    await expect(createAnalysis({ url: "https://example.com" })).rejects.toMatchObject({ code: "NETWORK" });
    expect(analysisFetch).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();

    const keyFetch = stubFetch(offline(), jsonResponse(201, {}));
    await expect(createApiKey("ci")).rejects.toMatchObject({ code: "NETWORK" });
    expect(keyFetch).toHaveBeenCalledTimes(1);
  });

  it("retries GET, PUT and DELETE (idempotent by HTTP; our PUTs carry a version)", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const fetchMock = stubFetch(offline(), jsonResponse(200, { ok: true }));
      await expect(apiRequest("/api/v1/thing", { method, sleep: noSleep }), method).resolves.toEqual({
        ok: true,
      });
      expect(fetchMock, method).toHaveBeenCalledTimes(2);
      vi.unstubAllGlobals();
    }
  });

  it("retries a create with a client id and a restore based on a version", async () => {
    vi.useFakeTimers();
    const item = {
      id: "item-0001",
      title: "T",
      content: "",
      type: "seo",
      status: "draft",
      metaDescription: "",
      focusKeyphrase: "",
      targetKeywords: [],
      version: 1,
      createdAt: "2026-11-21T00:00:00.000Z",
      updatedAt: "2026-11-21T00:00:00.000Z",
      createdBy: { id: "u1", name: "Ana" },
      updatedBy: { id: "u1", name: "Ana" },
    };
    const createFetch = stubFetch(offline(), jsonResponse(201, item));
    const created = createContent({ id: item.id, title: "T" });
    await vi.advanceTimersByTimeAsync(NETWORK_RETRY_DELAY_MS);
    await expect(created).resolves.toMatchObject({ id: item.id });
    expect(createFetch).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();

    const restoreFetch = stubFetch(offline(), jsonResponse(200, { ...item, version: 3 }));
    const restored = restoreRevision(item.id, "rev-1", 2);
    await vi.advanceTimersByTimeAsync(NETWORK_RETRY_DELAY_MS);
    await expect(restored).resolves.toMatchObject({ version: 3 });
    expect(restoreFetch).toHaveBeenCalledTimes(2);
  });

  it("lets TanStack Query repeat nothing on its own", () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.mutations?.retry).toBe(false);
    expect(options.queries?.retry).toBe(false);
  });
});

describe("toApiError", () => {
  it("falls back to permission denied for a 401 without our error body", () => {
    expect(toApiError(401, "<html>")).toMatchObject({
      code: "UNAUTHORIZED",
      message: MESSAGES.permissionDenied,
    });
  });

  it("names the status for an unknown error body", () => {
    const error = toApiError(502, null);
    expect(error.code).toBe("HTTP_502");
    expect(error.message).toContain("502");
  });
});
