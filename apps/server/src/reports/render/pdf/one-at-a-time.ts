/**
 * A queue of one: each task starts when the previous one has settled, whether it succeeded or
 * not. The PDF renderer uses it so a process has at most one Typst child (0.1–0.4 GB each, ADR
 * 041) however many reports are asked for at once; the others wait their turn.
 */
export function oneAtATime() {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  };
}
