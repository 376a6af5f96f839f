import type { ApiSession } from "./api-session";

/** One request of the steady traffic and how it ended. */
export interface TrafficSample {
  kind: "list" | "save" | "resync";
  /** ms since the traffic started. */
  startedAt: number;
  ms: number;
  /** HTTP status, or 0 when the connection itself failed (or the client gave up). */
  status: number;
  /** Whether a non-2xx answer was JSON `{error:{code,message}}` with no stack trace. */
  cleanError: boolean;
  detail: string;
}

export interface SteadyTraffic {
  samples: TrafficSample[];
  /** ms since the traffic started. */
  now(): number;
  stop(): Promise<void>;
}

/** A client gives up on a request after this long and counts it as hung. */
const CLIENT_TIMEOUT_MS = 15_000;

function describeAnswer(status: number, text: string): { cleanError: boolean; detail: string } {
  if (status >= 200 && status < 300) return { cleanError: true, detail: "" };
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    const clean =
      typeof body.error?.code === "string" &&
      typeof body.error.message === "string" &&
      !/\n\s+at /.test(text);
    return { cleanError: clean, detail: text.slice(0, 200) };
  } catch {
    return { cleanError: false, detail: text.slice(0, 200) };
  }
}

/**
 * Keeps `workers` users' worth of traffic going until stopped: each worker
 * alternates listing the library and saving its own item (PUT with the
 * version it last saw). After a failed save it re-reads the item first,
 * because the failed save may still have been committed.
 */
export function startSteadyTraffic(session: ApiSession, itemIds: string[], pauseMs = 20): SteadyTraffic {
  const samples: TrafficSample[] = [];
  const origin = performance.now();
  const now = () => performance.now() - origin;
  let running = true;

  const call = async (kind: TrafficSample["kind"], method: string, path: string, body?: unknown) => {
    const startedAt = now();
    try {
      const res = await session.request(method, path, body, {
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      const text = await res.text();
      const sample = {
        kind,
        startedAt,
        ms: now() - startedAt,
        status: res.status,
        ...describeAnswer(res.status, text),
      };
      samples.push(sample);
      return { sample, text };
    } catch (error) {
      const sample = {
        kind,
        startedAt,
        ms: now() - startedAt,
        status: 0,
        cleanError: false,
        detail: String(error),
      };
      samples.push(sample);
      return { sample, text: "" };
    }
  };

  const worker = async (id: string, index: number) => {
    let version: number | null = null;
    let saves = 0;
    while (running) {
      await call("list", "GET", "/api/v1/content?limit=20");
      if (version === null) {
        const { sample, text } = await call("resync", "GET", `/api/v1/content/${id}`);
        if (sample.status === 200) version = (JSON.parse(text) as { version: number }).version;
      } else {
        saves++;
        const { sample } = await call("save", "PUT", `/api/v1/content/${id}`, {
          title: `Steady item ${index}`,
          content: `Save number ${saves} of worker ${index}.`,
          version,
        });
        version = sample.status === 200 ? version + 1 : null;
      }
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  };
  const done = Promise.all(itemIds.map(worker));
  return {
    samples,
    now,
    async stop() {
      running = false;
      await done;
    },
  };
}
