import type { KeywordDataProvider } from "@ranklens/engine";
import { KEYWORD_MARKETS, type KeywordMarket } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { SecretBox } from "../lib/secret-box";
import type { KeywordIntent, KeywordMetrics, ProviderIntentLabel } from "./keyword-data-source";
import { openProviderCredentials } from "./providers/provider-store";
import { type ProviderEnv, providerDefinition } from "./providers/registry";

/** How long a keyword's numbers are reused before they are read (and paid for) again. */
export const KEYWORD_METRICS_FRESH_DAYS = 30;

const PROVIDER = "dataforseo";

export interface AnalysisKeywordDataDeps {
  db: Kysely<Database>;
  secrets: SecretBox | null;
  /** The providers' base URLs (unset in production; a local fake in tests). */
  env: ProviderEnv;
  now: () => Date;
}

/**
 * The keyword numbers an analysis of this workspace shows: from its connected DataForSEO account,
 * for the market it chose and the page's language, each keyword read at most once in
 * {@link KEYWORD_METRICS_FRESH_DAYS} days (the answers are kept, "no data" included), with
 * DataForSEO's SERP-based intent, which the analyzer shows as DataForSEO's. Null when the
 * workspace connected no provider: the columns then say N/A. A provider that fails throws, and the
 * engine keeps the analysis with the reason in its note.
 */
export async function analysisKeywordData(
  deps: AnalysisKeywordDataDeps,
  workspaceId: string,
): Promise<KeywordDataProvider | null> {
  const connection = await deps.db
    .selectFrom("workspace_providers")
    .select("location_code")
    .where("workspace_id", "=", workspaceId)
    .where("provider", "=", PROVIDER)
    .executeTakeFirst();
  if (!connection) return null;
  const locationCode = connection.location_code;
  const market = KEYWORD_MARKETS[locationCode as KeywordMarket] ?? `location ${locationCode}`;
  return {
    source: `DataForSEO · ${market}`,
    provider: "DataForSEO",
    async lookup(keywords, { lang }) {
      const languageCode = (lang ?? "en").toLowerCase().split(/[-_]/)[0] || "en";
      const wanted = [...new Set(keywords.map((k) => k.toLowerCase()))];
      const key = { workspaceId, locationCode, languageCode };
      const known = await freshMetrics(deps, key, wanted);
      const missing = wanted.filter((keyword) => !known.has(keyword));
      if (missing.length > 0) {
        const credentials = await openProviderCredentials(deps.db, deps.secrets, workspaceId, PROVIDER);
        const source = credentials && providerDefinition(PROVIDER).keywordData?.(credentials, deps.env);
        if (!source) return known;
        const { metrics } = await source.lookup(missing, { locationCode, languageCode });
        const read = new Map<string, KeywordMetrics>();
        for (const keyword of missing)
          read.set(
            keyword,
            metrics.get(keyword) ?? { searchVolume: null, competition: null, difficulty: null, intent: null },
          );
        await keepMetrics(deps.db, key, read, deps.now().toISOString());
        for (const [keyword, found] of read) known.set(keyword, found);
      }
      return known;
    },
  };
}

interface MetricsKey {
  workspaceId: string;
  locationCode: number;
  languageCode: string;
}

async function freshMetrics(
  deps: AnalysisKeywordDataDeps,
  key: MetricsKey,
  keywords: readonly string[],
): Promise<Map<string, KeywordMetrics>> {
  const since = new Date(deps.now().getTime() - KEYWORD_METRICS_FRESH_DAYS * 86_400_000).toISOString();
  const rows =
    keywords.length === 0
      ? []
      : await deps.db
          .selectFrom("keyword_metrics")
          .select([
            "keyword",
            "search_volume",
            "competition",
            "difficulty",
            "intent_label",
            "intent_probability",
          ])
          .where("workspace_id", "=", key.workspaceId)
          .where("provider", "=", PROVIDER)
          .where("location_code", "=", key.locationCode)
          .where("language_code", "=", key.languageCode)
          .where("keyword", "in", keywords)
          .where("read_at", ">=", since)
          .execute();
  return new Map(
    rows.map((row) => [
      row.keyword,
      {
        searchVolume: row.search_volume,
        competition: row.competition,
        difficulty: row.difficulty,
        intent: intentOf(row.intent_label, row.intent_probability),
      },
    ]),
  );
}

function intentOf(label: string | null, probability: number | null): KeywordIntent | null {
  return label === null || probability === null ? null : { label: label as ProviderIntentLabel, probability };
}

/** Keeps one lookup's answers, "no data" included, in one statement. */
async function keepMetrics(
  db: Kysely<Database>,
  key: MetricsKey,
  read: Map<string, KeywordMetrics>,
  readAt: string,
): Promise<void> {
  const rows = [...read].map(([keyword, metrics]) => ({
    workspace_id: key.workspaceId,
    provider: PROVIDER,
    location_code: key.locationCode,
    language_code: key.languageCode,
    keyword,
    search_volume: metrics.searchVolume,
    competition: metrics.competition,
    difficulty: metrics.difficulty,
    intent_label: metrics.intent?.label ?? null,
    intent_probability: metrics.intent?.probability ?? null,
    read_at: readAt,
  }));
  await db
    .insertInto("keyword_metrics")
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(["workspace_id", "provider", "location_code", "language_code", "keyword"])
        .doUpdateSet((eb) => ({
          search_volume: eb.ref("excluded.search_volume"),
          competition: eb.ref("excluded.competition"),
          difficulty: eb.ref("excluded.difficulty"),
          intent_label: eb.ref("excluded.intent_label"),
          intent_probability: eb.ref("excluded.intent_probability"),
          read_at: eb.ref("excluded.read_at"),
        })),
    )
    .execute();
}
