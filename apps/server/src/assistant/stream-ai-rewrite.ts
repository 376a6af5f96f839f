import { streamText, type TextStreamPart, type ToolSet } from "ai";
import type { AiDeadline } from "../ai/ai-deadline";
import { startAiDeadline } from "../ai/ai-deadline";
import { AI_MAX_OUTPUT_TOKENS, AI_TEMPERATURE } from "../ai/ai-settings";
import { emptyAiReply, mapAiError } from "../ai/map-ai-error";
import { buildRewritePrompt, type RewritePromptInput } from "../ai/prompts/build-rewrite-prompt";
import type { AiProvider } from "../ai/provider";
import type { Logger } from "../lib/logger";

type Part = TextStreamPart<ToolSet>;

/** Error raised into the response stream when the answer ends badly after streaming began. */
class IncompleteAnswerError extends Error {
  override readonly name = "IncompleteAnswerError";
}

/**
 * Starts a rewrite with the AI provider and resolves once the answer's first
 * text has arrived, with a byte stream of the whole answer.
 *
 * Streaming contract (what POST /assistant/rewrite promises its clients):
 * - Anything that goes wrong before the first text (bad key, quota, context
 *   too long, timeout, empty answer) rejects here with an AppError, so the
 *   route answers JSON `{error:{code,message}}` with the proper status.
 * - Once text has been sent, an error, a timeout or an answer cut at the
 *   output limit errors the stream; the HTTP layer then aborts the connection
 *   without the final chunk, so the client sees a failed request and must
 *   discard the partial text. A body that ends normally is the whole answer.
 * - Cancelling the stream (client gone) aborts the provider call.
 */
export async function streamAiRewrite(
  provider: AiProvider,
  input: RewritePromptInput,
  options: { signal?: AbortSignal; logger: Logger },
): Promise<ReadableStream<Uint8Array>> {
  const started = Date.now();
  const deadline = startAiDeadline(provider.timeouts, options.signal);
  const prompt = buildRewritePrompt(input);
  const result = streamText({
    model: provider.model,
    system: prompt.system,
    messages: [{ role: "user", content: prompt.user }],
    temperature: AI_TEMPERATURE,
    maxOutputTokens: AI_MAX_OUTPUT_TOKENS,
    // Never retry: a used-up quota stays used up, and a retried stream could repeat text.
    maxRetries: 0,
    abortSignal: deadline.signal,
    // Errors arrive as stream parts below; this only stops the SDK's default console logging.
    onError: () => {},
  });
  const reader = result.fullStream.getReader();

  let first: string | null = null;
  try {
    first = await readFirstText(reader, deadline);
  } catch (error) {
    deadline.dispose();
    void reader.cancel().catch(() => {});
    throw mapAiError(error, "optimization", deadline.timedOut());
  }
  if (first === null) {
    deadline.dispose();
    throw emptyAiReply();
  }
  deadline.markFirstToken();

  const encoder = new TextEncoder();
  const fail = (controller: ReadableStreamDefaultController<Uint8Array>, reason: unknown, why: string) => {
    deadline.dispose();
    const mapped = mapAiError(reason, "optimization", deadline.timedOut());
    options.logger.warn("assistant rewrite failed after streaming began", {
      action: input.action,
      model: provider.modelId,
      why,
      code: mapped.code,
    });
    void reader.cancel().catch(() => {});
    controller.error(new IncompleteAnswerError(mapped.message));
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first));
    },
    async pull(controller) {
      for (;;) {
        let next: Awaited<ReturnType<typeof reader.read>>;
        try {
          next = await reader.read();
        } catch (error) {
          fail(controller, error, "stream threw");
          return;
        }
        if (next.done) {
          // A stream that stops without a finish part was cut short.
          fail(controller, deadline.timedOut() ?? new Error("stream ended early"), "no finish part");
          return;
        }
        const part = next.value;
        if (part.type === "text-delta") {
          if (part.text) {
            controller.enqueue(encoder.encode(part.text));
            return;
          }
        } else if (part.type === "error") {
          fail(controller, part.error, "error part");
          return;
        } else if (part.type === "abort") {
          fail(controller, deadline.timedOut() ?? new Error("aborted"), "aborted");
          return;
        } else if (part.type === "finish") {
          if (part.finishReason === "length") {
            fail(controller, new Error("answer cut at the output limit"), "output limit reached");
            return;
          }
          deadline.dispose();
          options.logger.info("assistant rewrite", {
            action: input.action,
            model: provider.modelId,
            ms: Date.now() - started,
            inputTokens: part.totalUsage.inputTokens,
            outputTokens: part.totalUsage.outputTokens,
          });
          controller.close();
          return;
        }
      }
    },
    cancel() {
      deadline.dispose();
      void reader.cancel().catch(() => {});
    },
  });
}

/** Reads parts until the first non-empty text (returned), an error (thrown) or the end (null). */
async function readFirstText(
  reader: ReadableStreamDefaultReader<Part>,
  deadline: AiDeadline,
): Promise<string | null> {
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return deadline.timedOut() ? Promise.reject(deadline.timedOut()) : null;
    if (value.type === "text-delta" && value.text) return value.text;
    if (value.type === "error") throw value.error;
    if (value.type === "abort") throw deadline.timedOut() ?? new Error("AI call aborted");
    if (value.type === "finish") return null;
  }
}
