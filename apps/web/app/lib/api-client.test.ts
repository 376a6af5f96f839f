import { MESSAGES } from "@ranklens/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, NETWORK_RETRIES, NETWORK_RETRY_DELAY_MS, toApiError } from "./api-client";
import { ApiError } from "./api-error";

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
