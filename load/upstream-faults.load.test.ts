import { MESSAGES } from "@ranklens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_TIMEOUT_MESSAGE } from "../apps/server/src/ai/map-ai-error";
import { type FakeOpenAi, fakeReplies, startFakeOpenAi } from "../apps/server/test/fake-openai";
import { type RunningServer, startServer } from "../e2e/support/server";
import { type ApiSession, signUpAndSignIn } from "./support/api-session";
import { type HostileSite, startHostileSite } from "./support/hostile-site";
import { residentMb, sampleMemory } from "./support/process-memory";
import { recordFigure } from "./support/record-figure";
import { timed } from "./support/timed";

/** The AI first-token limit this server runs with (AI_FIRST_TOKEN_TIMEOUT_MS). */
const AI_FIRST_TOKEN_LIMIT_MS = 3_000;

/** The page fetcher's limits (DESIGN.md "Security and reliability"). */
const FETCH_LIMITS = { headersMs: 10_000, totalMs: 20_000, maxBytes: 5 * 1024 * 1024 };
/** Slack for a loaded 2-core machine on top of a limit. */
const MARGIN_MS = 5_000;

const ITEM_ID = "fault-item-0001";
const BODY = "Sourdough bread needs time. Feed the starter daily and bake in a hot oven. ".repeat(5);

interface ErrorBody {
  error?: { code?: string; message?: string };
}

describe("upstream faults: AI provider and target site misbehave (real server process)", () => {
  let server: RunningServer;
  let ai: FakeOpenAi;
  let site: HostileSite;
  let session: ApiSession;

  beforeAll(async () => {
    ai = await startFakeOpenAi();
    site = await startHostileSite();
    server = await startServer({
      LOG_LEVEL: "error",
      BILLING: "off",
      ALLOW_PRIVATE_NETWORKS: "true",
      AI_BASE_URL: `${ai.url}/v1`,
      AI_API_KEY: "sk-fake",
      AI_MODEL: "fake-model",
      // A short first-token limit so the hang case finishes quickly; the mechanism is the same.
      AI_FIRST_TOKEN_TIMEOUT_MS: String(AI_FIRST_TOKEN_LIMIT_MS),
    });
    session = await signUpAndSignIn(server.url, "faults");
    const created = await session.request("POST", "/api/v1/content", {
      id: ITEM_ID,
      title: "Sourdough",
      content: BODY,
    });
    expect(created.status).toBe(201);
  });
  afterAll(async () => {
    await server?.stop();
    await site?.close();
    await ai?.close();
  });

  const rewrite = (signal?: AbortSignal) =>
    session.request(
      "POST",
      "/api/v1/assistant/rewrite",
      { action: "shorter", body: BODY, type: "seo" },
      { signal },
    );

  it("AI provider answering 500: the spec's message, one provider call, at once", async () => {
    ai.script(fakeReplies.serverError());
    const before = ai.requests.length;
    const { value: res, ms } = await timed(() => rewrite());
    const body = (await res.json()) as ErrorBody;
    const calls = ai.requests.length - before;
    recordFigure({
      scenario: "AI provider 500",
      measured: `${res.status} in ${ms.toFixed(0)} ms, ${calls} provider call(s)`,
      budget: "502 + spec message, 1 provider call",
      ok: res.status === 502 && body.error?.message === MESSAGES.aiFailed && calls === 1,
    });
    expect(res.status).toBe(502);
    expect(body.error?.message).toBe(MESSAGES.aiFailed);
    expect(body.error?.message).toBe("Failed to get AI recommendations. Please try again.");
    // No retry storm against a failing provider.
    expect(calls).toBe(1);
  });

  it("AI provider cut mid-stream: the answer starts, then the client's read fails", async () => {
    ai.script(fakeReplies.cut(["A shorter ", "sourdough text "]));
    const res = await rewrite();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    // A body that does not end normally is the contract's signal to discard the partial text.
    const read = res.text().then(
      (text) => ({ ended: "normally" as const, text }),
      (error: unknown) => ({ ended: "with an error" as const, text: String(error) }),
    );
    const outcome = await read;
    expect(outcome.ended).toBe("with an error");
    recordFigure({
      scenario: "AI stream cut mid-answer",
      measured: `client read ${outcome.ended}`,
      budget: "read fails, not a normal end",
      ok: outcome.ended === "with an error",
    });
  });

  it.concurrent(
    "AI provider hanging: a timeout message once the first-token limit passes",
    async () => {
      ai.script(fakeReplies.hang());
      const { value: res, ms } = await timed(() => rewrite());
      const body = (await res.json()) as ErrorBody;
      const limit = AI_FIRST_TOKEN_LIMIT_MS;
      console.log(`load: AI hang answered ${res.status} after ${ms.toFixed(0)} ms (limit ${limit} ms)`);
      recordFigure({
        scenario: "AI provider hangs",
        measured: `${res.status} after ${(ms / 1000).toFixed(1)} s`,
        budget: `504 within ${limit / 1000} s + ${MARGIN_MS / 1000} s`,
        ok: res.status === 504 && ms < limit + MARGIN_MS,
      });
      expect(res.status).toBe(504);
      expect(body.error?.message).toBe(AI_TIMEOUT_MESSAGE);
      // It was the configured limit that fired, not something earlier.
      expect(ms).toBeGreaterThanOrEqual(limit - 500);
      expect(ms).toBeLessThan(limit + MARGIN_MS);
    },
    AI_FIRST_TOKEN_LIMIT_MS + 30_000,
  );

  it.concurrent(
    "target site that never sends headers: TIMEOUT within the headers limit",
    async () => {
      const { value: res, ms } = await timed(() =>
        session.request("POST", "/api/v1/analyses", { url: `${site.url}/hang` }),
      );
      const body = (await res.json()) as ErrorBody;
      console.log(`load: target hang answered ${res.status} ${body.error?.code} after ${ms.toFixed(0)} ms`);
      recordFigure({
        scenario: "target site hangs (no headers)",
        measured: `${res.status} ${body.error?.code} after ${(ms / 1000).toFixed(1)} s`,
        budget: `TIMEOUT within ${FETCH_LIMITS.headersMs / 1000} s + ${MARGIN_MS / 1000} s`,
        ok: body.error?.code === "TIMEOUT" && ms < FETCH_LIMITS.headersMs + MARGIN_MS,
      });
      expect(res.status).toBe(504);
      expect(body.error?.code).toBe("TIMEOUT");
      expect(ms).toBeGreaterThanOrEqual(FETCH_LIMITS.headersMs - 500);
      expect(ms).toBeLessThan(FETCH_LIMITS.headersMs + MARGIN_MS);
    },
    FETCH_LIMITS.headersMs + 30_000,
  );

  it.concurrent(
    "target site sending one byte a second: TIMEOUT within the total limit",
    async () => {
      const { value: res, ms } = await timed(() =>
        session.request("POST", "/api/v1/analyses", { url: `${site.url}/trickle` }),
      );
      const body = (await res.json()) as ErrorBody;
      console.log(
        `load: target trickle answered ${res.status} ${body.error?.code} after ${ms.toFixed(0)} ms`,
      );
      recordFigure({
        scenario: "target site trickles 1 B/s",
        measured: `${res.status} ${body.error?.code} after ${(ms / 1000).toFixed(1)} s`,
        budget: `TIMEOUT within ${FETCH_LIMITS.totalMs / 1000} s + ${MARGIN_MS / 1000} s`,
        ok: body.error?.code === "TIMEOUT" && ms < FETCH_LIMITS.totalMs + MARGIN_MS,
      });
      expect(res.status).toBe(504);
      expect(body.error?.code).toBe("TIMEOUT");
      expect(ms).toBeLessThan(FETCH_LIMITS.totalMs + MARGIN_MS);
    },
    FETCH_LIMITS.totalMs + 30_000,
  );

  it("target site sending endless HTML: TOO_LARGE within seconds, memory flat", async () => {
    const baselineMb = residentMb(server.pid);
    const sampler = sampleMemory(server.pid, 50);
    const { value: res, ms } = await timed(() =>
      session.request("POST", "/api/v1/analyses", { url: `${site.url}/endless` }),
    );
    sampler.stop();
    const body = (await res.json()) as ErrorBody;
    const growthMb = sampler.peakMb() - baselineMb;
    console.log(
      `load: endless page answered ${res.status} ${body.error?.code} after ${ms.toFixed(0)} ms; ${(site.endlessBytesSent() / 1048576).toFixed(1)} MiB sent; RSS +${growthMb.toFixed(0)} MB`,
    );
    recordFigure({
      scenario: "target site endless body",
      measured: `${res.status} ${body.error?.code} after ${(ms / 1000).toFixed(1)} s, RSS +${growthMb.toFixed(0)} MB`,
      budget: "TOO_LARGE within 5 s, RSS +< 50 MB",
      ok: body.error?.code === "TOO_LARGE" && ms < 5_000 && growthMb < 50,
    });
    expect(res.status).toBe(422);
    expect(body.error?.code).toBe("TOO_LARGE");
    // The cap was reached by reading, not by refusing early.
    expect(site.endlessBytesSent()).toBeGreaterThan(FETCH_LIMITS.maxBytes);
    expect(ms).toBeLessThan(5_000);
    expect(growthMb).toBeLessThan(50);
  });

  it("nothing was saved half: the content item is exactly as created", async () => {
    const item = (await (await session.request("GET", `/api/v1/content/${ITEM_ID}`)).json()) as {
      version: number;
      content: string;
    };
    expect(item.version).toBe(1);
    expect(item.content).toBe(BODY);
    const revisions = (await (
      await session.request("GET", `/api/v1/content/${ITEM_ID}/revisions`)
    ).json()) as {
      items?: unknown[];
    };
    expect(revisions.items).toHaveLength(1);
    // No failed analysis was stored either.
    const analyses = (await (await session.request("GET", "/api/v1/analyses?limit=1")).json()) as {
      total: number;
    };
    expect(analyses.total).toBe(0);
    expect(server.isRunning()).toBe(true);
  });
});
