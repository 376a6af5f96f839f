import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { zipStream } from "./zip-stream";

/** A stream of `chunks`, counting how many were read and whether it was cancelled. */
function source(chunks: string[]) {
  const seen = { read: 0, cancelled: false };
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[seen.read++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(encoder.encode(chunk));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe("zipStream", () => {
  it("writes every entry in order, small and large, and an empty one", async () => {
    // 2 MB of varied lines: several deflate blocks; "tiny" and "empty" stay below one block.
    const big = Array.from(
      { length: 20_000 },
      (_, i) => `${i},https://example.com/${(i * 7919) % 100_003}\r\n`,
    );
    const entries = [
      { name: "big.csv", open: () => source(big).stream },
      { name: "tiny.csv", open: () => source(["a,b\r\n"]).stream },
      { name: "empty.csv", open: () => source([]).stream },
    ];
    const zipped = new Uint8Array(await new Response(zipStream(entries)).arrayBuffer());
    const files = unzipSync(zipped);
    expect(Object.keys(files)).toEqual(["big.csv", "tiny.csv", "empty.csv"]);
    expect(strFromU8(files["big.csv"]!)).toBe(big.join(""));
    expect(strFromU8(files["tiny.csv"]!)).toBe("a,b\r\n");
    expect(files["empty.csv"]!.length).toBe(0);
  });

  it("opens a file only when its turn comes, and cancels the one being read when the reader goes away", async () => {
    const first = source(Array.from({ length: 10_000 }, (_, i) => `${i} ${"x".repeat(i % 97)}\n`));
    let secondOpened = false;
    const archive = zipStream([
      { name: "first.txt", open: () => first.stream },
      {
        name: "second.txt",
        open: () => {
          secondOpened = true;
          return source(["never"]).stream;
        },
      },
    ]);
    const reader = archive.getReader();
    await reader.read();
    await reader.cancel();
    expect(first.seen.cancelled).toBe(true);
    expect(first.seen.read).toBeLessThan(10_000);
    expect(secondOpened).toBe(false);
  });
});
