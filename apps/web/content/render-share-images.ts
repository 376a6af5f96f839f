/**
 * Renders the 1200×630 PNG share images (og:image) for the site and each blog
 * article with Chromium, because social networks do not show SVG. Run after
 * adding or renaming an article, then commit the PNGs:
 *
 *   npx tsx apps/web/content/render-share-images.ts
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { parseFrontMatter } from "../app/lib/front-matter";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(webDir, "public/images/og");

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function card(title: string, label: string, coverSvg: string | null): string {
  const cover = coverSvg
    ? `<div class="cover">${coverSvg.replace(/width="1200" height="630"/, 'width="520" height="273"')}</div>`
    : "";
  return `<!doctype html><html><head><style>
    body{margin:0;width:1200px;height:630px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
      background:linear-gradient(135deg,#eef2ff,#ffffff 60%);color:#0f172a;display:flex;flex-direction:column;
      justify-content:space-between;padding:64px;box-sizing:border-box}
    .brand{display:flex;align-items:center;gap:16px;font-size:36px;font-weight:800}
    .mark{width:56px;height:56px;border-radius:12px;background:#4f46e5;display:flex;align-items:center;justify-content:center}
    .row{display:flex;gap:48px;align-items:center}
    h1{font-size:${coverSvg ? 54 : 64}px;line-height:1.1;margin:0;flex:1;letter-spacing:-0.02em}
    .cover{flex:none;border-radius:20px;overflow:hidden;box-shadow:0 10px 30px rgba(15,23,42,.15)}
    .label{font-size:28px;font-weight:600;color:#4338ca}
  </style></head><body>
    <div class="brand"><div class="mark"><svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="#fff"
      stroke-width="2.5" stroke-linecap="round"><circle cx="11" cy="11" r="7"/><path d="m21 21-4.3-4.3"/></svg></div>RankLens</div>
    <div class="row"><h1>${escapeHtml(title)}</h1>${cover}</div>
    <div class="label">${escapeHtml(label)}</div>
  </body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
const shots: Array<[string, string]> = [
  [
    "ranklens.png",
    card("AI-Powered SEO Analysis Tool", "Self-hosted SEO analysis and content workspace", null),
  ],
];
for (const file of readdirSync(path.join(webDir, "content/blog")).filter((f) => f.endsWith(".md"))) {
  const { data } = parseFrontMatter(readFileSync(path.join(webDir, "content/blog", file), "utf8"));
  const svg = readFileSync(path.join(webDir, "public", String(data.image)), "utf8");
  shots.push([`${data.id}.png`, card(String(data.title), `RankLens Blog · ${data.category}`, svg)]);
}
for (const [name, html] of shots) {
  await page.setContent(html);
  await page.screenshot({ path: path.join(outDir, name) });
  console.log("wrote", path.join(outDir, name));
}
await browser.close();
