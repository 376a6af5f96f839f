import { describe, expect, it } from "vitest";
import { IncompleteAnswerError } from "../features/assistant/read-text-stream";
import { ApiError } from "./api-error";
import { streamRewrite } from "./assistant-api";

const REQUEST = { action: "shorter", body: "Some text to shorten." } as const;

function fakeFetch(response: () => Response) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return response();
  }) as typeof fetch;
  return { fetcher, calls };
}

describe("streamRewrite", () => {
  it("posts the request as JSON and returns the streamed text", async () => {
    const { fetcher, calls } = fakeFetch(() => new Response("Shorter text.", { status: 200 }));
    const seen: string[] = [];
    const text = await streamRewrite(REQUEST, { onText: (t) => seen.push(t), fetch: fetcher });
    expect(text).toBe("Shorter text.");
    expect(seen.at(-1)).toBe("Shorter text.");
    expect(calls[0]?.url).toBe("/api/v1/assistant/rewrite");
    expect(calls[0]?.init?.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(REQUEST);
  });

  it("turns a JSON error answer into an ApiError with the server's message", async () => {
    const { fetcher } = fakeFetch(
      () =>
        new Response(
          JSON.stringify({ error: { code: "NOT_CONFIGURED", message: "This action needs an AI provider." } }),
          {
            status: 501,
            headers: { "content-type": "application/json" },
          },
        ),
    );
    const result = streamRewrite(REQUEST, { onText: () => {}, fetch: fetcher });
    await expect(result).rejects.toBeInstanceOf(ApiError);
    await expect(result).rejects.toMatchObject({
      code: "NOT_CONFIGURED",
      status: 501,
      message: "This action needs an AI provider.",
    });
  });

  it("rejects a body that breaks off part-way", async () => {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(new TextEncoder().encode("Half of"));
        } else controller.error(new TypeError("terminated"));
      },
    });
    const { fetcher } = fakeFetch(() => new Response(body, { status: 200 }));
    await expect(streamRewrite(REQUEST, { onText: () => {}, fetch: fetcher })).rejects.toBeInstanceOf(
      IncompleteAnswerError,
    );
  });
});
