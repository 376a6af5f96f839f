import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { REVISION_RETENTION } from "../apps/server/src/content/prune-revisions";
import { type RunningServer, startServer } from "../e2e/support/server";
import { startSaveBurst } from "./support/acknowledged-saves";
import { sessionFor, signUpAndSignIn } from "./support/api-session";
import { recordFigure } from "./support/record-figure";
import { UNLIMITED_CONTENT_WRITES } from "./support/seed-content";

const EDITORS = 12;
const CREATORS = 8;
/** Let the burst run this long before the kill, so many saves are acknowledged and many are in flight. */
const BURST_MS = 3_000;

describe("server killed with SIGKILL during a burst of saves (SQLite, WAL)", () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });

  it("keeps every acknowledged save and an intact database", async () => {
    const first = await startServer({ LOG_LEVEL: "error", ...UNLIMITED_CONTENT_WRITES });
    servers.push(first);
    const session = await signUpAndSignIn(first.url, "kill");

    const burst = startSaveBurst(session, EDITORS, CREATORS);
    await new Promise((r) => setTimeout(r, BURST_MS));
    const inFlightAtKill = burst.inFlight();
    process.kill(first.pid, "SIGKILL");
    burst.stop();
    await burst.finished;
    const ackedAtKill = burst.ackedSaves();
    // The killed process is really gone before a new one opens its files.
    for (let i = 0; i < 50 && first.isRunning(); i++) await new Promise((r) => setTimeout(r, 100));
    expect(first.isRunning()).toBe(false);

    // A new server on the same data folder: it must start, recover the WAL and serve the same user.
    const second = await startServer({
      LOG_LEVEL: "error",
      DATA_DIR: first.dataDir,
      ...UNLIMITED_CONTENT_WRITES,
    });
    servers.push(second);
    const after = sessionFor(second.url, session.cookie);

    const lost: string[] = [];
    let pendingCommitted = 0;
    for (const ledger of burst.ledgers) {
      const res = await after.request("GET", `/api/v1/content/${ledger.id}`);
      const stored = res.status === 200 ? ((await res.json()) as { version: number; content: string }) : null;
      const matches = (want: { version: number; content: string } | null) =>
        want !== null && stored?.version === want.version && stored.content === want.content;
      if (matches(ledger.pending)) pendingCommitted++;
      else if (!matches(ledger.acked) && !(ledger.acked === null && stored === null))
        lost.push(
          `${ledger.id}: acked ${JSON.stringify(ledger.acked?.version)}, stored ${JSON.stringify(stored?.version)}`,
        );
    }

    const file = path.join(first.dataDir, "ranklens.sqlite");
    const sqlite = new SQLite(file, { readonly: true });
    const integrity = sqlite.pragma("integrity_check", { simple: true });
    const foreignKeyProblems = sqlite.pragma("foreign_key_check") as unknown[];
    // Every save keeps a revision in the same transaction: an item at version v has the revisions of its
    // last min(v, 50) versions (older ones are pruned in that transaction too) and none above v.
    const torn = sqlite
      .prepare(
        `select i.id, i.version,
           (select count(*) from content_revisions r where r.content_id = i.id and r.version > i.version - :recent) as recent,
           (select count(*) from content_revisions r where r.content_id = i.id and r.version > i.version) as ahead
         from content_items i where recent <> min(i.version, :recent) or ahead > 0`,
      )
      .all({ recent: REVISION_RETENTION.recent });
    sqlite.close();

    console.log(
      `load: SIGKILL mid-burst: ${ackedAtKill} saves acknowledged, ${inFlightAtKill} in flight at the kill (${pendingCommitted} of them committed anyway); lost ${lost.length}; integrity_check ${integrity}; torn items ${torn.length}`,
    );
    recordFigure({
      scenario: "SIGKILL during saves (SQLite WAL)",
      measured: `${ackedAtKill} acked, ${lost.length} lost, integrity ${integrity}, ${torn.length} torn`,
      budget: "0 acked saves lost, integrity ok",
      ok: lost.length === 0 && integrity === "ok" && torn.length === 0,
    });

    expect(ackedAtKill).toBeGreaterThan(50);
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(integrity).toBe("ok");
    expect(foreignKeyProblems).toEqual([]);
    expect(lost).toEqual([]);
    expect(torn).toEqual([]);
  });
});
