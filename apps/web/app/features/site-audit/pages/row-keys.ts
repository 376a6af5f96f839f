/**
 * The row a key moves the keyboard's focus to in a table of `count` loaded rows, `pageRows` rows to
 * a screen; null for keys that do not move between rows (they keep their usual meaning). End goes
 * to the last loaded row: the table loads the next rows as it nears it, so End again goes further.
 */
export function rowKeyTarget(key: string, index: number, count: number, pageRows: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const step: Record<string, number> = {
    ArrowDown: 1,
    ArrowUp: -1,
    PageDown: pageRows,
    PageUp: -pageRows,
    Home: -count,
    End: count,
  };
  const move = step[key];
  if (move === undefined) return null;
  const target = Math.min(last, Math.max(0, index + move));
  return target === index ? null : target;
}
