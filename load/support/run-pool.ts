/**
 * Runs `task(0)` … `task(total - 1)` with at most `concurrency` in flight and
 * returns the results in task order. A task that throws rejects the whole run.
 */
export async function runPool<T>(
  total: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(total);
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  return results;
}
