import { absoluteUrl } from "../../lib/seo";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** sitemap.xml (sitemaps.org 0.9) listing `paths` under `publicUrl`, with optional last-modified dates. */
export function sitemapXml(
  publicUrl: string,
  paths: string[],
  lastModified: Record<string, string> = {},
): string {
  const entries = paths.map((path) => {
    const lastmod = lastModified[path] ? `<lastmod>${lastModified[path]}</lastmod>` : "";
    return `  <url><loc>${escapeXml(absoluteUrl(publicUrl, path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join("\n")}
</urlset>
`;
}
