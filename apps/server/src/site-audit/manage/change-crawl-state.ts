import type { CrawlState, CrawlSummary } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { crawlFromRow, FINISHED_CRAWL_STATES } from "./crawl-row";
import { findCrawl } from "./find-crawl";

/** A change a person asks of a crawl: the states it may come from, the one it goes to. */
export interface CrawlTransition {
  from: readonly CrawlState[];
  to: CrawlState;
  /** "paused": the refusal's word for what could not be done. */
  done: string;
}

export const PAUSE: CrawlTransition = { from: ["queued", "running"], to: "paused", done: "paused" };
export const RESUME: CrawlTransition = { from: ["paused"], to: "queued", done: "resumed" };
export const CANCEL: CrawlTransition = {
  from: ["queued", "running", "paused"],
  to: "cancelled",
  done: "cancelled",
};

/**
 * Moves the workspace's crawl to `transition.to` in one conditional UPDATE, so it wins or loses
 * cleanly against the crawler changing the same row (running → finishing, say). The crawler
 * reads the state at its next batch: paused or cancelled, it stops claiming and its job ends.
 * An illegal move is 409 saying why; another workspace's crawl is 404.
 */
export async function changeCrawlState(
  db: Kysely<Database>,
  workspaceId: string,
  crawlId: string,
  transition: CrawlTransition,
  now: Date,
): Promise<CrawlSummary> {
  const at = now.toISOString();
  const row = await db
    .updateTable("crawls")
    .set({
      state: transition.to,
      // A person's pause has no reason to show; resuming clears the reason a crawl paused itself for.
      state_reason: null,
      updated_at: at,
      ...(transition.to === "cancelled" ? { finished_at: at } : {}),
    })
    .where("id", "=", crawlId)
    .where("workspace_id", "=", workspaceId)
    .where("state", "in", transition.from)
    .returningAll()
    .executeTakeFirst();
  if (row) return crawlFromRow(row);
  const current = await findCrawl(db, workspaceId, crawlId);
  throw new AppError("CONFLICT", refusal(current.state as CrawlState, transition), {
    details: { state: current.state },
  });
}

function refusal(state: CrawlState, transition: CrawlTransition): string {
  if (FINISHED_CRAWL_STATES.includes(state)) {
    return `This crawl has finished (${state}) and can no longer be ${transition.done}.`;
  }
  if (state === transition.to && state !== "queued") return `This crawl is already ${state}.`;
  if (state === "finishing") {
    return `This crawl is computing its issues and can no longer be ${transition.done}.`;
  }
  return `Only a ${transition.from.join(" or ")} crawl can be ${transition.done}; this one is ${state}.`;
}
