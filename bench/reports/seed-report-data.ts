/**
 * Everything a full report reads, in a SQLite file migrated by the app (createTestContext on the
 * file): an account and its workspace, the site's two 10,000-page crawls (seed-crawls.ts), a year
 * of monitoring and rankings (seed-project.ts), 50 content items of 1,500 to 4,000 words and a
 * white label with a logo (Pro branding).
 *
 * Against a real agency client: a 10,000-page shop is a mid-size client (most are smaller; large
 * ones are 50–500k pages), and ~36,000 issue rows per crawl is a typical audit of such a site. A
 * real client would have a crawl a month (12 points on the health chart, here 2: only the last two
 * crawls are read in full, the others are a row each), tracked pages 20–100, 50–300 keywords often on
 * two devices (here 100 on one), and Search Console's full 16 months (here 90 days: the report
 * reads its last 28). A year of weekly page checks and daily ranks is the longest a report covers.
 */
import { CreateContentSchema } from "@ranklens/shared";
import { Resvg } from "@resvg/resvg-js";
import { createContent } from "../../apps/server/src/content/create-content";
import { openDatabase } from "../../apps/server/src/db/client";
import { updateBranding } from "../../apps/server/src/reports/branding/branding-store";
import { createTestContext } from "../../apps/server/test/harness";
import { personalWorkspaceId } from "../../apps/server/test/workspaces";
import { makeArticle } from "../content";
import { type SeededSite, seedSiteCrawls } from "./seed-crawls";
import { type SeededProject, seedMonitoring } from "./seed-project";
import { ago } from "./unit";

export interface SeededReportData {
  workspaceId: string;
  siteId: string;
  projectId: string;
  crawls: SeededSite;
  monitoring: SeededProject["rows"];
  contentItems: number;
  seedSeconds: number;
}

export async function seedReportData(file: string, now: Date, pages = 10_000): Promise<SeededReportData> {
  const started = performance.now();
  const context = await createTestContext("sqlite", {
    database: openDatabase({ sqlitePath: file }),
    now: () => now,
  });
  try {
    const db = context.database.db;
    const user = await context.createUser({ name: "Agency Owner" });
    const workspaceId = await personalWorkspaceId(db, user.id);
    const crawls = seedSiteCrawls(file, user.email, now, pages);
    const project = await seedMonitoring(
      file,
      db,
      { workspaceId, userId: user.id, siteId: crawls.siteId },
      now,
    );

    const actor = { workspaceId, userId: user.id };
    for (let j = 0; j < 50; j++) {
      const id = `bench-article-${String(j).padStart(2, "0")}`;
      await createContent(
        db,
        actor,
        CreateContentSchema.parse({
          id,
          title: `Sourdough at home, part ${j + 1}: from starter to crust`,
          content: makeArticle(1_500 + ((j * 331) % 2_500)),
          type: j % 5 === 0 ? "ecommerce" : "seo",
          status: j % 4 === 0 ? "draft" : "published",
          metaDescription:
            "How to bake sourdough bread at home, step by step, with a starter you keep yourself.",
          focusKeyphrase: "sourdough bread",
          targetKeywords: ["sourdough starter", "bread flour"],
        }),
      );
      // Updated over the year, so "the most recently updated" means something.
      await db
        .updateTable("content_items")
        .set({ updated_at: ago(now, j * 7) })
        .where("id", "=", id)
        .execute();
    }
    await updateBranding(
      db,
      workspaceId,
      { name: "Northwind Digital", logo: logoDataUrl(), accentColor: "#0f766e" },
      now,
    );
    return {
      workspaceId,
      siteId: crawls.siteId,
      projectId: project.projectId,
      crawls,
      monitoring: project.rows,
      contentItems: 50,
      seedSeconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } finally {
    await context.close();
  }
}

/** A 600 × 160 PNG logo (a few kB, as agencies upload), drawn here so the bench needs no file. */
function logoDataUrl(): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="160">
    <rect width="600" height="160" rx="24" fill="#0f766e"/><circle cx="90" cy="80" r="50" fill="#99f6e4"/>
    <rect x="170" y="50" width="380" height="24" rx="12" fill="#ccfbf1"/><rect x="170" y="92" width="260" height="18" rx="9" fill="#5eead4"/>
  </svg>`;
  const png = new Resvg(svg).render().asPng();
  return `data:image/png;base64,${Buffer.from(png).toString("base64")}`;
}
