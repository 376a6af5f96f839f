/**
 * Runs `work` over `items`, at most `concurrency` at once and at most `perHost` at once for any
 * one host: a project tracking 500 pages of one site does not open 8 connections to it, while
 * pages of its competitors go on in parallel. Once `signal` is aborted no new item starts; the
 * ones under way finish, then the promise rejects with the signal's reason.
 */
export async function forEachPoliteHost<T>(
  items: T[],
  hostOf: (item: T) => string,
  work: (item: T) => Promise<void>,
  options: { concurrency: number; perHost: number; signal?: AbortSignal },
): Promise<void> {
  const waiting = [...items];
  const busyHosts = new Map<string, number>();
  let running = 0;
  let failure: { error: unknown } | undefined;

  await new Promise<void>((resolve) => {
    const next = () => {
      const stopped = failure !== undefined || options.signal?.aborted === true;
      while (!stopped && running < options.concurrency) {
        const at = waiting.findIndex((item) => (busyHosts.get(hostOf(item)) ?? 0) < options.perHost);
        if (at < 0) break;
        const [item] = waiting.splice(at, 1) as [T];
        const host = hostOf(item);
        busyHosts.set(host, (busyHosts.get(host) ?? 0) + 1);
        running++;
        work(item)
          .catch((error: unknown) => {
            failure ??= { error };
          })
          .finally(() => {
            running--;
            busyHosts.set(host, busyHosts.get(host)! - 1);
            next();
          });
      }
      if (running === 0 && (stopped || waiting.length === 0)) resolve();
    };
    next();
  });
  if (failure) throw failure.error;
  options.signal?.throwIfAborted();
}

/** The host (with its port) a URL is fetched from; the URL itself when it does not parse. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
