import type { Paper } from "../paper";
import type { Mark } from "../result";

const HASHTAG = /(^|[^\p{L}\p{N}_&#/])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu;

/** Hashtags in the body ("#seo"; a "# " heading marker is not one), with their marks. */
export function hashtags(paper: Paper): { tags: string[]; marks: Mark[] } {
  const tags: string[] = [];
  const marks: Mark[] = [];
  HASHTAG.lastIndex = 0;
  for (let m = HASHTAG.exec(paper.body); m !== null; m = HASHTAG.exec(paper.body)) {
    const start = m.index + m[1]!.length;
    tags.push(m[2]!.toLowerCase());
    marks.push({ field: "body", start, end: start + m[2]!.length + 1 });
  }
  return { tags, marks };
}
