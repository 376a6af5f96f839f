import type { Paper } from "../paper";
import { type BodyStructure, parseBody } from "../parse-body";

/** The body's blocks, links, images and its prose copy (markup blanked out). */
export function structure(paper: Paper): BodyStructure {
  return parseBody(paper.body);
}
