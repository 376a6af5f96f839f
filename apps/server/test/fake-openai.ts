import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** One request the fake received, kept so tests can assert on the prompt and headers. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  /** The parsed JSON body (null when it was not JSON). */
  // biome-ignore lint/suspicious/noExplicitAny: tests inspect arbitrary request JSON
  body: any;
  raw: string;
}

/**
 * What the fake answers to the next chat completion. Text replies answer a
 * streaming request as SSE (one chunk per entry of `chunks`) and a plain
 * request as one JSON completion.
 */
export type FakeReply =
  | { kind: "text"; text: string; chunks?: string[]; chunkDelayMs?: number }
  | { kind: "error"; status: number; code: string | null; type: string; message: string }
  | { kind: "hang" }
  | { kind: "cut"; chunks: string[] }
  | { kind: "empty" };

/** Ready-made replies for the cases the spec names. */
export const fakeReplies = {
  text: (text: string): FakeReply => ({ kind: "text", text }),
  chunks: (chunks: string[], chunkDelayMs = 0): FakeReply => ({
    kind: "text",
    text: chunks.join(""),
    chunks,
    chunkDelayMs,
  }),
  json: (value: unknown): FakeReply => ({ kind: "text", text: JSON.stringify(value) }),
  insufficientQuota: (): FakeReply => ({
    kind: "error",
    status: 429,
    code: "insufficient_quota",
    type: "insufficient_quota",
    message: "You exceeded your current quota, please check your plan and billing details.",
  }),
  rateLimited: (): FakeReply => ({
    kind: "error",
    status: 429,
    code: "rate_limit_exceeded",
    type: "requests",
    message: "Rate limit reached for requests. Please try again in 20s.",
  }),
  contextLengthExceeded: (): FakeReply => ({
    kind: "error",
    status: 400,
    code: "context_length_exceeded",
    type: "invalid_request_error",
    message: "This model's maximum context length is 8192 tokens.",
  }),
  serverError: (): FakeReply => ({
    kind: "error",
    status: 500,
    code: null,
    type: "server_error",
    message: "The server had an error while processing your request.",
  }),
  hang: (): FakeReply => ({ kind: "hang" }),
  cut: (chunks: string[]): FakeReply => ({ kind: "cut", chunks }),
  empty: (): FakeReply => ({ kind: "empty" }),
};

export interface FakeOpenAi {
  /** http://127.0.0.1:port (append "/v1" for AI_BASE_URL). */
  url: string;
  requests: RecordedRequest[];
  /** Queues replies for the next requests, in order. */
  script(...replies: FakeReply[]): void;
  /** The reply used when the queue is empty. */
  setDefault(reply: FakeReply): void;
  /** Forgets recorded requests and queued replies. */
  reset(): void;
  close(): Promise<void>;
}

const MODEL_CREATED = 1_700_000_000;

function usage(text: string) {
  const completion = Math.max(1, Math.ceil(text.length / 4));
  return { prompt_tokens: 42, completion_tokens: completion, total_tokens: 42 + completion };
}

function completionJson(model: string, content: string) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: MODEL_CREATED,
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: usage(content),
  };
}

function chunkJson(model: string, delta: Record<string, unknown>, finishReason: string | null) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: MODEL_CREATED,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

const sse = (res: ServerResponse, value: unknown) => res.write(`data: ${JSON.stringify(value)}\n\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Splits a text into a few chunks at spaces, so streaming is exercised even for short texts. */
function defaultChunks(text: string): string[] {
  const parts = text.match(/\S+\s*/g) ?? [text];
  const size = Math.max(1, Math.ceil(parts.length / 4));
  const chunks: string[] = [];
  for (let i = 0; i < parts.length; i += size) chunks.push(parts.slice(i, i + size).join(""));
  const leading = text.match(/^\s+/)?.[0] ?? "";
  if (leading && chunks.length > 0) chunks[0] = leading + chunks[0];
  return chunks.length > 0 ? chunks : [text];
}

/**
 * A fake OpenAI-compatible server on 127.0.0.1 speaking `POST /v1/chat/completions`
 * as JSON and as SSE (with the `stream_options.include_usage` usage chunk), scripted
 * per test. It records every request. Sockets are tracked so a hanging reply never
 * keeps the test process alive.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let queue: FakeReply[] = [];
  let fallback: FakeReply = fakeReplies.text("Fake reply.");
  const sockets = new Set<Socket>();

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    let body: unknown = null;
    try {
      body = JSON.parse(raw);
    } catch {
      body = null;
    }
    requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body, raw });

    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error", code: null } }));
      return;
    }
    const request = (body ?? {}) as { stream?: boolean; model?: string };
    const model = request.model ?? "fake-model";
    const reply = queue.shift() ?? fallback;
    await answer(res, reply, model, request.stream === true);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  async function answer(res: ServerResponse, reply: FakeReply, model: string, stream: boolean) {
    switch (reply.kind) {
      case "hang":
        return; // Never answer; the socket is destroyed on close().
      case "error":
        res.writeHead(reply.status, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            error: { message: reply.message, type: reply.type, param: null, code: reply.code },
          }),
        );
        return;
      case "empty":
      case "text": {
        const text = reply.kind === "text" ? reply.text : "";
        if (!stream) {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify(completionJson(model, text)));
          return;
        }
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        sse(res, chunkJson(model, { role: "assistant", content: "" }, null));
        const parts = reply.kind === "text" ? (reply.chunks ?? defaultChunks(text)) : [];
        for (const part of parts) {
          if (reply.kind === "text" && reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
          sse(res, chunkJson(model, { content: part }, null));
        }
        sse(res, chunkJson(model, {}, "stop"));
        sse(res, { ...chunkJson(model, {}, null), choices: [], usage: usage(text) });
        res.end("data: [DONE]\n\n");
        return;
      }
      case "cut": {
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        sse(res, chunkJson(model, { role: "assistant", content: "" }, null));
        for (const part of reply.chunks) sse(res, chunkJson(model, { content: part }, null));
        // Let the chunks leave before the connection dies mid-answer.
        await sleep(50);
        res.socket?.destroy();
        return;
      }
    }
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...replies) => {
      queue.push(...replies);
    },
    setDefault: (reply) => {
      fallback = reply;
    },
    reset: () => {
      requests.length = 0;
      queue = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
