import type { ApiSession } from "./api-session";

/**
 * Server settings that lift the per-user content write limit, for load and fault tests that
 * write faster than a person could: they measure throughput or durability, not the limit
 * (which has its own test, load/content-disk.load.test.ts).
 */
export const UNLIMITED_CONTENT_WRITES = {
  CONTENT_WRITES_PER_MINUTE: "1000000",
  CONTENT_WRITES_PER_DAY: "1000000",
} as const;

/** The body of a realistic seeded article (about 2,000 characters). */
export const SEED_BODY = "Sourdough bread needs time, flour, water and salt. ".repeat(40);

/** The id of the i-th seeded item: stable, sortable and valid for the content API. */
export const seedItemId = (prefix: string, i: number) => `${prefix}-${i.toString().padStart(4, "0")}`;

/**
 * Creates `count` content items for the session's user through the API, so
 * the list route has real rows to return. Throws on any refusal.
 */
export async function seedContent(
  session: ApiSession,
  count: number,
  prefix = "seed-item",
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = seedItemId(prefix, i);
    const res = await session.request("POST", "/api/v1/content", {
      id,
      title: `Seeded article number ${i}`,
      content: SEED_BODY,
      metaDescription: "A seeded item with a realistic body and a meta description of a normal length.",
      targetKeywords: ["sourdough", "bread", "starter"],
    });
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
    ids.push(id);
  }
  return ids;
}
