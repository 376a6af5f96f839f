import type { SearchProvider } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import type { RankSource } from "../../search-data";
import type { NotifyChanges } from "../runs/monitoring-deps";

/** What a rank check needs; the job kinds build it from the app's deps, tests their own. */
export interface RankingDeps {
  db: Kysely<Database>;
  now: () => Date;
  logger: Logger;
  /** The workspace's connected provider as a RankSource; null when it is not connected (any more). */
  rankSourceOf: (workspaceId: string, provider: SearchProvider) => Promise<RankSource | null>;
  notify: NotifyChanges;
}
