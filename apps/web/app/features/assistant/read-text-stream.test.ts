import { describe, expect, it } from "vitest";
import { IncompleteAnswerError, readTextStream } from "./read-text-stream";

const encode = (text: string) => new TextEncoder().encode(text);

/** A stream that sends `chunks`, then either ends or fails like an aborted connection. */
function streamOf(chunks: Uint8Array[], end: "close" | "abort"): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      const chunk = chunks[i++];
      if (chunk) controller.enqueue(chunk);
      else if (end === "close") controller.close();
      else controller.error(new TypeError("network error"));
    },
  });
}

describe("readTextStream", () => {
  it("reports the text as it grows and resolves with all of it", async () => {
    const seen: string[] = [];
    const text = await readTextStream(streamOf([encode("Hello "), encode("world.")], "close"), (t) =>
      seen.push(t),
    );
    expect(text).toBe("Hello world.");
    expect(seen).toEqual(["Hello ", "Hello world."]);
  });

  it("decodes characters split across chunks", async () => {
    const bytes = encode("Grüße – fine");
    const text = await readTextStream(streamOf([bytes.slice(0, 3), bytes.slice(3)], "close"), () => {});
    expect(text).toBe("Grüße – fine");
  });

  it("rejects an aborted stream instead of returning the partial text", async () => {
    const seen: string[] = [];
    const result = readTextStream(streamOf([encode("Half an ans")], "abort"), (t) => seen.push(t));
    await expect(result).rejects.toBeInstanceOf(IncompleteAnswerError);
    await expect(result).rejects.toThrow(/Nothing was changed/);
    expect(seen).toEqual(["Half an ans"]);
  });
});
