/** The server's answer stopped before its end: what arrived is incomplete and must not be used. */
export class IncompleteAnswerError extends Error {
  override readonly name = "IncompleteAnswerError";

  constructor() {
    super("The answer was interrupted before it was complete, so it was discarded. Nothing was changed.");
  }
}

/**
 * Reads a UTF-8 text stream to its end, reporting the text so far after each chunk. Resolves with
 * the whole text only when the stream ends normally; if reading fails part-way (the server aborts
 * the connection when the provider fails mid-answer) it rejects with {@link IncompleteAnswerError}
 * and the partial text is not returned. An abort by the caller's `signal` is passed on as is.
 */
export async function readTextStream(
  stream: ReadableStream<Uint8Array>,
  onText: (textSoFar: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new IncompleteAnswerError();
      }
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
      onText(text);
    }
    text += decoder.decode();
    return text;
  } finally {
    reader.releaseLock();
  }
}
