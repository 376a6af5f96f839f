import { ProviderError } from "../src/search-data/provider-error";
import type { RankOutcome, SerpReading } from "../src/search-data/rank-source";

/** The ProviderError a provider call failed with; throws when it succeeded or failed otherwise. */
export async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error("expected the provider call to fail");
}

/** A rank check's reading; throws with the provider's words when the check failed. */
export function reading(outcome: RankOutcome | undefined): SerpReading {
  if (!outcome?.ok) throw new Error(`expected a reading, got ${outcome?.error.message}`);
  return outcome.reading;
}
