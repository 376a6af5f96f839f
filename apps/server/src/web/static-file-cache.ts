import { createHash } from "node:crypto";
import { type Dirent, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getMimeType } from "hono/utils/mime";
import { type ContentEncoding, compress, isCompressible } from "./compression";

/** One file of the built web app, held in memory with its compressed forms. */
export interface StaticFile {
  /** Its URL path, e.g. `/assets/app-1a2b.js` (the cache key). */
  path: string;
  body: Buffer;
  contentType: string;
  etag: string;
  /** Compressed bodies, made on first request per encoding. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  compressible: boolean;
}

/** Default memory budget of the cache: the build (~2 MB) with its compressed forms fits many times over. */
export const DEFAULT_STATIC_CACHE_BYTES = 32 * 1024 * 1024;

export interface StaticFileCacheOptions {
  /** Most bytes (bodies plus compressed forms) kept in memory; least recently used files go first. */
  maxBytes?: number;
}

/**
 * The built web app's files. The build is immutable while the server runs (a
 * new build means a restart), so its files are listed once at start and only
 * those exact URL paths are ever served: a request path is a key into that
 * list, never a path handed to the file system, so no spelling of a path can
 * read, compress or keep a second copy of anything. Bodies are read on first
 * use and kept, compressed forms included, within a byte budget.
 */
export class StaticFileCache {
  /** URL path → absolute file, for every file of the build. */
  private readonly known: Map<string, string>;
  /** URL path → file, least recently used first. */
  private readonly cached = new Map<string, StaticFile>();
  private cachedBytes = 0;
  private readonly maxBytes: number;

  constructor(root: string, options: StaticFileCacheOptions = {}) {
    this.known = listFiles(path.resolve(root));
    this.maxBytes = options.maxBytes ?? DEFAULT_STATIC_CACHE_BYTES;
  }

  /** The file at exactly this URL path (`/about/index.html`), or null if the build has no such file. */
  get(urlPath: string): StaticFile | null {
    const cached = this.cached.get(urlPath);
    if (cached) {
      // Most recently used goes to the end of the eviction order.
      this.cached.delete(urlPath);
      this.cached.set(urlPath, cached);
      return cached;
    }
    const full = this.known.get(urlPath);
    if (!full) return null;
    let file: StaticFile;
    try {
      file = read(urlPath, full);
    } catch {
      // Gone since start (a rebuild under a running server): a miss, not a 500.
      return null;
    }
    if (this.makeRoom(file, file.body.length)) {
      this.cached.set(urlPath, file);
      this.cachedBytes += file.body.length;
    }
    return file;
  }

  /** The body in `encoding` (compressed and remembered on first use), or the raw body. */
  body(file: StaticFile, encoding: ContentEncoding | null): Buffer {
    if (!encoding || !file.compressible) return file.body;
    const remembered = file.encoded[encoding];
    if (remembered) return remembered;
    const encoded = compress(file.body, encoding);
    if (this.cached.get(file.path) === file && this.makeRoom(file, encoded.length)) {
      file.encoded[encoding] = encoded;
      this.cachedBytes += encoded.length;
    }
    return encoded;
  }

  /** What the cache holds now (tests and diagnostics). */
  stats(): { files: number; entries: number; bytes: number; maxBytes: number } {
    return {
      files: this.known.size,
      entries: this.cached.size,
      bytes: this.cachedBytes,
      maxBytes: this.maxBytes,
    };
  }

  /**
   * Evicts least recently used files (never `keep`) until `extra` more bytes
   * fit. False when they cannot fit at all: the caller then serves without keeping.
   */
  private makeRoom(keep: StaticFile, extra: number): boolean {
    for (const [key, file] of this.cached) {
      if (this.cachedBytes + extra <= this.maxBytes) break;
      if (file === keep) continue;
      this.cached.delete(key);
      this.cachedBytes -= sizeOf(file);
    }
    return this.cachedBytes + extra <= this.maxBytes;
  }
}

function sizeOf(file: StaticFile): number {
  let bytes = file.body.length;
  for (const encoded of Object.values(file.encoded)) bytes += encoded.length;
  return bytes;
}

/** Every regular file below `root`, by URL path. Symbolic links are left out: nothing outside the build is served. */
function listFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  let entries: Dirent[];
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(`/${path.relative(root, full).split(path.sep).join("/")}`, full);
  }
  return files;
}

function read(urlPath: string, full: string): StaticFile {
  const body = readFileSync(full);
  const contentType = contentTypeOf(full);
  return {
    path: urlPath,
    body,
    contentType,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    encoded: {},
    // Tiny files gain nothing from compression.
    compressible: isCompressible(contentType) && body.length > 512,
  };
}

function contentTypeOf(file: string): string {
  // React Router's prerendered `.data` files are turbo-stream text.
  if (file.endsWith(".data")) return "text/x-script";
  return getMimeType(file) ?? "application/octet-stream";
}
