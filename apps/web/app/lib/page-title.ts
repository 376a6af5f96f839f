import { PRODUCT_NAME } from "./product";

/** A document title like "Settings · RankLens"; the bare product name for the home page. */
export function pageTitle(page?: string): string {
  return page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
