import { subscribe, unsubscribe } from "node:diagnostics_channel";

/** When one request left this process: undici began writing it, and had written it (ms, `performance.now()`). */
export interface RequestWrite {
  path: string;
  began: number;
  written: number;
}

export interface RequestWrites {
  /** Requests to the origin in the order they were written. */
  writes: RequestWrite[];
  stop(): void;
}

interface ChannelMessage {
  request: { origin: string | URL; path: string };
}

/**
 * Records when each HTTP request to `origin` is written to its socket, as undici's own diagnostics
 * channels report it (`undici:client:sendHeaders` just before the write, `undici:request:bodySent`
 * just after). An observer outside the crawler: it sees the wire, not what the crawler thinks it did.
 * A test site in the same process stamps arrivals only when its event loop gets to them, which a busy
 * machine makes late; these stamps are taken in the writing call itself.
 */
export function recordRequestWrites(origin: string): RequestWrites {
  const writes: RequestWrite[] = [];
  const pending = new Map<object, RequestWrite>();
  const ours = (message: unknown): message is ChannelMessage =>
    String((message as ChannelMessage).request?.origin) === origin;
  const onSendHeaders = (message: unknown) => {
    if (!ours(message)) return;
    const write = { path: message.request.path, began: performance.now(), written: Number.NaN };
    pending.set(message.request, write);
    writes.push(write);
  };
  const onBodySent = (message: unknown) => {
    if (!ours(message)) return;
    const write = pending.get(message.request);
    if (write) write.written = performance.now();
    pending.delete(message.request);
  };
  subscribe("undici:client:sendHeaders", onSendHeaders);
  subscribe("undici:request:bodySent", onBodySent);
  return {
    writes,
    stop() {
      unsubscribe("undici:client:sendHeaders", onSendHeaders);
      unsubscribe("undici:request:bodySent", onBodySent);
    },
  };
}
