/** Display names and report order of the check categories, straight from the engine (a browser-safe module). */
export { CATEGORIES as CATEGORY_LABELS, CATEGORY_IDS as CATEGORY_ORDER } from "@ranklens/engine/categories";
