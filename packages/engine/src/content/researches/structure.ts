import type { Paper } from "../paper";
import { type BodyStructure, parseBody } from "../parse-body";

/** The body's blocks, links (internal when relative or on the paper's site), images and prose copy. */
export function structure(paper: Paper): BodyStructure {
  return parseBody(paper.body, paper.siteHost);
}
