/**
 * A static file server for the real-site crawl benchmark (postgresql-doc-15's HTML): serves one
 * directory tree on 127.0.0.1 with content types, `index.html` for directories, 404s and HEAD.
 * Nothing more: no caching headers, no ranges; both crawlers see the same plain server.
 */
import { createReadStream, type Stats } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".htm": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".gif": "image/gif",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".json": "application/json",
  ".pdf": "application/pdf",
};

export interface StaticServer {
  server: Server;
  /** `http://127.0.0.1:<port>/` */
  origin: string;
  close(): Promise<void>;
}

export async function serveDirectory(root: string): Promise<StaticServer> {
  const base = path.resolve(root);
  const server = createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const file = path.join(base, pathname);
    // path.join normalises "..": anything that lands outside the root is simply not there.
    if (file !== base && !file.startsWith(base + path.sep)) return notFound(res);
    findFile(file, pathname).then(
      (found) => {
        if (!found) return notFound(res);
        if ("redirect" in found) {
          res.writeHead(301, { location: found.redirect }).end();
          return;
        }
        const type = CONTENT_TYPES[path.extname(found.file).toLowerCase()] ?? "application/octet-stream";
        res.writeHead(200, { "content-type": type, "content-length": found.stats.size });
        if (req.method === "HEAD") res.end();
        else createReadStream(found.file).pipe(res);
      },
      () => notFound(res),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    origin: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type Found = { file: string; stats: Stats } | { redirect: string } | null;

async function findFile(file: string, pathname: string): Promise<Found> {
  const stats = await stat(file).catch(() => null);
  if (!stats) return null;
  if (stats.isFile()) return { file, stats };
  if (!stats.isDirectory()) return null;
  // A directory without its slash would resolve relative links one level too high.
  if (!pathname.endsWith("/")) return { redirect: `${pathname}/` };
  const index = path.join(file, "index.html");
  const indexStats = await stat(index).catch(() => null);
  return indexStats?.isFile() ? { file: index, stats: indexStats } : null;
}

function notFound(res: import("node:http").ServerResponse): void {
  res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found\n");
}
