import { Zip, ZipDeflate } from "fflate";

/** One file of a zip: its name inside the archive and its bytes, opened only when its turn comes. */
export interface ZipEntry {
  name: string;
  open: () => ReadableStream<Uint8Array>;
}

/**
 * A zip archive of `entries`, deflated and streamed as the client reads: each file is opened when
 * the previous one is done, and only the chunk being compressed is in memory, so a 100,000-page
 * crawl's CSVs never sit in memory whole. fflate's Zip pushes its output through a callback; the
 * stream's pull feeds it one input chunk at a time, so back-pressure reaches the producers. A
 * client that goes away cancels the file being read.
 */
export function zipStream(entries: readonly ZipEntry[]): ReadableStream<Uint8Array> {
  let zip: Zip;
  let next = 0;
  let current: { file: ZipDeflate; reader: ReadableStreamDefaultReader<Uint8Array> } | undefined;
  let ended = false;
  /** Output chunks so far: a pull must enqueue at least one, or the stream never pulls again. */
  let written = 0;
  /** One step: open the next file, pass on one chunk of the current one, or end the archive. */
  async function feed() {
    if (!current) {
      const entry = entries[next++];
      if (!entry) {
        ended = true;
        zip.end();
        return;
      }
      const file = new ZipDeflate(entry.name, { level: 6 });
      zip.add(file);
      current = { file, reader: entry.open().getReader() };
    }
    const { done, value } = await current.reader.read();
    if (done) {
      current.file.push(new Uint8Array(0), true);
      current = undefined;
    } else {
      current.file.push(value);
    }
  }

  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) {
          controller.error(error);
          return;
        }
        if (chunk.length > 0) {
          controller.enqueue(chunk);
          written++;
        }
        if (final) controller.close();
      });
    },
    async pull() {
      const before = written;
      // Deflate keeps small inputs back until it has a block's worth: feed it until it writes.
      while (written === before && !ended) await feed();
    },
    async cancel(reason) {
      ended = true;
      zip.terminate();
      await current?.reader.cancel(reason);
    },
  });
}
