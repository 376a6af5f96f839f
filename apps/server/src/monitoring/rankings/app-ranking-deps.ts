import type { AppDeps } from "../../app-env";
import { openRankSource } from "../../search-data";
import { notifyRankChanges } from "../alerts/notify-changes";
import type { RankingDeps } from "./ranking-deps";

/** A rank check's deps from the app's: the workspace's provider, and the alert e-mails. */
export function appRankingDeps(app: AppDeps): RankingDeps {
  return {
    db: app.db,
    now: app.now,
    logger: app.logger,
    rankSourceOf: (workspaceId, provider) => openRankSource(app, workspaceId, provider),
    notify: (input) => notifyRankChanges(app, input),
  };
}
