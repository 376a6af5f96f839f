import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { getMimeType } from "hono/utils/mime";
import { type ContentEncoding, compress, isCompressible } from "./compression";

/** One file of the built web app, held in memory with its compressed forms. */
export interface StaticFile {
  body: Buffer;
  contentType: string;
  etag: string;
  /** Compressed bodies, made on first request per encoding. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  compressible: boolean;
}

/**
 * The build is immutable while the server runs (a new build means a restart),
 * so files are read once and kept, compressed forms included. The build is
 * about 2 MB; the cache cannot grow past it.
 */
export class StaticFileCache {
  private readonly files = new Map<string, StaticFile>();

  constructor(private readonly root: string) {}

  /** The file at a URL path below the root, or null (missing, a folder, or outside the root). */
  get(relativePath: string): StaticFile | null {
    const cached = this.files.get(relativePath);
    if (cached) return cached;
    const full = path.resolve(this.root, `.${path.posix.normalize(`/${relativePath}`)}`);
    const inside = full === this.root || full.startsWith(`${this.root}${path.sep}`);
    // Misses are not remembered: a file may appear later (a build finishing), and a stat is cheap.
    if (!inside || !existsSync(full) || !statSync(full).isFile()) return null;
    const file = this.read(full);
    this.files.set(relativePath, file);
    return file;
  }

  /** The body in `encoding` (compressed and remembered on first use), or the raw body. */
  body(file: StaticFile, encoding: ContentEncoding | null): Buffer {
    if (!encoding || !file.compressible) return file.body;
    file.encoded[encoding] ??= compress(file.body, encoding);
    return file.encoded[encoding];
  }

  private read(full: string): StaticFile {
    const body = readFileSync(full);
    const contentType = contentTypeOf(full);
    return {
      body,
      contentType,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      encoded: {},
      // Tiny files gain nothing from compression.
      compressible: isCompressible(contentType) && body.length > 512,
    };
  }
}

function contentTypeOf(file: string): string {
  // React Router's prerendered `.data` files are turbo-stream text.
  if (file.endsWith(".data")) return "text/x-script";
  return getMimeType(file) ?? "application/octet-stream";
}
