import { PRODUCT_NAME } from "../../lib/product";

/** Longest document title that shows in full in search results. */
const MAX_TITLE = 60;

/** "Article title · RankLens", or the bare article title when the brand would push it past 60 characters. */
export function articleDocumentTitle(title: string): string {
  const branded = `${title} · ${PRODUCT_NAME}`;
  return branded.length <= MAX_TITLE ? branded : title;
}
