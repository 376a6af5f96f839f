import type { CategoryId } from "./check";
import { ALL_CHECKS, type CheckId } from "./checks";
import { type Impact, weightOf } from "./config";

/** A check's metadata, for docs and the UI (no `run`). */
export interface CheckMetadata {
  id: CheckId;
  category: CategoryId;
  title: string;
  failureTitle: string;
  description: string;
  learnMoreUrl: string | null;
  requiredFacts: string[];
  scoreMode: "binary" | "graded";
  defaultOptions: Record<string, unknown>;
  weight: number;
  impact: Impact;
  lighthouse: boolean;
}

/** Every check's metadata, in report order. */
export const CHECK_METADATA: readonly CheckMetadata[] = ALL_CHECKS.map((c) => ({
  id: c.id,
  category: c.category,
  title: c.title,
  failureTitle: c.failureTitle,
  description: c.description,
  learnMoreUrl: c.learnMoreUrl ?? null,
  requiredFacts: [...c.requiredFacts],
  scoreMode: c.scoreMode,
  defaultOptions: { ...c.defaultOptions },
  weight: weightOf(c.id).weight,
  impact: weightOf(c.id).impact,
  lighthouse: c.lighthouse === true,
}));
