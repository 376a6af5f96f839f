import type { ApiSession } from "./api-session";

/** What the server acknowledged (2xx) for one item, and the save still in flight, if any. */
export interface ItemLedger {
  id: string;
  acked: { version: number; content: string } | null;
  /** A save sent but not answered: it may or may not have been committed. */
  pending: { version: number; content: string } | null;
}

export interface SaveBurst {
  ledgers: ItemLedger[];
  ackedSaves(): number;
  inFlight(): number;
  /** Resolves when every writer has stopped (after `stop()` or after the server went away). */
  finished: Promise<void>;
  stop(): void;
}

/**
 * Concurrent writers as fast as the server answers: `editors` each create one
 * item and then save it again and again (PUT with the acknowledged version);
 * `creators` each keep creating new items. Every 2xx is written down before
 * the next request, and a writer stops at its first failure.
 */
export function startSaveBurst(session: ApiSession, editors: number, creators: number): SaveBurst {
  const ledgers: ItemLedger[] = [];
  let acked = 0;
  let inFlight = 0;
  let running = true;

  const save = async (
    ledger: ItemLedger,
    method: "POST" | "PUT",
    body: Record<string, unknown>,
    version: number,
  ) => {
    const content = String(body.content);
    ledger.pending = { version, content };
    inFlight++;
    try {
      const path = method === "POST" ? "/api/v1/content" : `/api/v1/content/${ledger.id}`;
      const res = await session.request(method, path, body);
      const item = (await res.json()) as { version?: number; content?: string };
      if (res.status !== 200 && res.status !== 201) return false;
      if (item.version !== version || item.content !== content)
        throw new Error(`unexpected answer ${JSON.stringify(item)}`);
      ledger.acked = { version, content };
      ledger.pending = null;
      acked++;
      return true;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("unexpected answer")) throw error;
      return false; // The server went away mid-request: the save stays pending.
    } finally {
      inFlight--;
    }
  };

  const editor = async (w: number) => {
    const ledger: ItemLedger = { id: `editor-${w}-item`, acked: null, pending: null };
    ledgers.push(ledger);
    const fields = (n: number) => ({
      title: `Editor ${w}`,
      content: `Editor ${w} save ${n}. ${"text ".repeat(50)}`,
    });
    if (!(await save(ledger, "POST", { id: ledger.id, ...fields(1) }, 1))) return;
    for (let v = 2; running; v++) {
      if (!(await save(ledger, "PUT", { ...fields(v), version: v - 1 }, v))) return;
    }
  };
  const creator = async (w: number) => {
    for (let n = 0; running; n++) {
      const ledger: ItemLedger = { id: `creator-${w}-${n}`, acked: null, pending: null };
      ledgers.push(ledger);
      const ok = await save(
        ledger,
        "POST",
        { id: ledger.id, title: `Creator ${w}`, content: `Created ${w}/${n}.` },
        1,
      );
      if (!ok) return;
    }
  };
  const finished = Promise.all([
    ...Array.from({ length: editors }, (_, w) => editor(w)),
    ...Array.from({ length: creators }, (_, w) => creator(w)),
  ]).then(() => {});
  return {
    ledgers,
    ackedSaves: () => acked,
    inFlight: () => inFlight,
    finished,
    stop: () => {
      running = false;
    },
  };
}
