/**
 * How a reading's moment is written under a chart and in its hidden table. Readings are ISO
 * timestamps (or bare dates). The day alone reads best, but two checks on one day would then
 * show two identical labels, so the readings of a day with several are written with their time
 * (UTC, the zone of every ISO string here): to the minute, or to the second when two share a
 * minute.
 */
export function readingLabels(moments: readonly string[]): Map<string, string> {
  const byDay = new Map<string, string[]>();
  for (const at of new Set(moments)) {
    const group = byDay.get(at.slice(0, 10));
    if (group) group.push(at);
    else byDay.set(at.slice(0, 10), [at]);
  }
  const labels = new Map<string, string>();
  for (const [day, readings] of byDay) {
    const end = readings.length === 1 ? 10 : distinctAt(readings, 16) ? 16 : 19;
    for (const at of readings) {
      const time = at.slice(11, end);
      labels.set(at, end === 10 || !time ? day : `${day} ${time} UTC`);
    }
  }
  return labels;
}

/** Whether the readings still differ when cut after `end` characters. */
function distinctAt(readings: string[], end: number): boolean {
  return new Set(readings.map((at) => at.slice(0, end))).size === readings.length;
}
