import type { ContentType } from "../paper";
import type { Assessor } from "./assessor";
import { ecommerceAssessor } from "./ecommerce";
import { seoAssessor } from "./seo";
import { socialAssessor } from "./social";
import { videoAssessor } from "./video";

/** The assessor of each content type. */
export const ASSESSORS: Readonly<Record<ContentType, Assessor>> = {
  seo: seoAssessor,
  ecommerce: ecommerceAssessor,
  video: videoAssessor,
  social: socialAssessor,
};

export type { Assessor, AssessorEntry } from "./assessor";
