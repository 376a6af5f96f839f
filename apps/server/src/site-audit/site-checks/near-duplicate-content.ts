import { nearestMatches, type TextGroup } from "./near-duplicates";
import { defineSiteCheck } from "./site-check";

/** Rows per insert statement (SQLite binds at most 32,766 parameters; 5 per row). */
const INSERT_BATCH = 1_000;

/**
 * url = an indexable HTML page whose main text's SimHash is at least `minSimilarity` similar to
 * another indexable page's with different text (related = the closest such page, lowest id among
 * equals; detail.similarity). Pages with identical text are the exact-duplicate check's.
 *
 * The one check that is not a single INSERT … SELECT: Hamming distance between every pair is not
 * set logic, so the fingerprints are read (16 hex digits per indexable page: a few MB at 100,000
 * pages), paired in TypeScript by exact block matches (see `nearestMatches`) and written back.
 */
export default defineSiteCheck({
  id: "near-duplicate-content",
  title: "Near-duplicate content",
  severity: "notice",
  description:
    "Pages whose main text is almost the same compete for the same searches, and search engines may show only one of them or treat the rest as low value.",
  howToFix:
    "Make each page's content distinct, or merge the near-copies into one page and redirect or canonicalise the others to it.",
  affects: "url",
  columns: {
    url: "Page",
    related: "Similar to",
    detail: [{ key: "similarity", label: "Similarity" }],
  },
  defaultOptions: { minSimilarity: 0.9 },
  async run(db, crawlId, { minSimilarity }) {
    const rows = await db
      .selectFrom("crawl_pages")
      .select(["url_id", "simhash", "text_hash"])
      .where("crawl_id", "=", crawlId)
      .where("is_html", "=", 1)
      .where("indexable", "=", 1)
      .where("simhash", "is not", null)
      .where((eb) => eb.or([eb("word_count", "is", null), eb("word_count", ">", 0)]))
      .orderBy("url_id")
      .execute();
    const byText = new Map<string, TextGroup>();
    for (const row of rows) {
      const simhash = row.simhash!.toLowerCase().padStart(16, "0");
      const key = row.text_hash ?? `simhash:${simhash}`;
      const group = byText.get(key);
      if (group) group.urlIds.push(row.url_id);
      else byText.set(key, { urlIds: [row.url_id], simhash });
    }
    const groups = [...byText.values()];
    // similarity = 1 − d/64 ≥ minSimilarity ⇔ d ≤ 64·(1 − minSimilarity); the epsilon keeps 0.9 at d ≤ 6.
    const maxDistance = Math.floor(64 * (1 - minSimilarity) + 1e-9);
    const issues: {
      crawl_id: string;
      check_id: string;
      url_id: number;
      related_url_id: number;
      detail: string;
    }[] = [];
    for (const [index, match] of nearestMatches(groups, maxDistance)) {
      const similarity = Math.round((1 - match.distance / 64) * 10_000) / 10_000;
      for (const urlId of groups[index]!.urlIds) {
        issues.push({
          crawl_id: crawlId,
          check_id: this.id,
          url_id: urlId,
          related_url_id: groups[match.group]!.urlIds[0]!,
          detail: JSON.stringify({ similarity }),
        });
      }
    }
    for (let start = 0; start < issues.length; start += INSERT_BATCH) {
      await db
        .insertInto("crawl_issues")
        .values(issues.slice(start, start + INSERT_BATCH))
        .execute();
    }
  },
});
