import { LineChart } from "@ranklens/charts";
import type { RankedKeyword } from "@ranklens/shared";
import { localeText, sourceText, standingText } from "./rank-format";
import { useContainerWidth } from "./use-container-width";

/** The smallest 10-multiple at or above the worst position read, so a keyword at #3 is not drawn flat at the top of 100. */
const axisMax = (positions: number[]) => Math.max(10, Math.ceil(Math.max(0, ...positions) / 10) * 10);

/**
 * One keyword's position at each check, 1 at the top; a check with no position (not in the top
 * 100, or failed) breaks the line, and the list under the chart says which it was.
 */
export function RankHistoryChart({ keyword }: { keyword: RankedKeyword }) {
  const { ref, width } = useContainerWidth(560);
  const positions = keyword.history.map((r) => r.position).filter((p): p is number => p !== null);
  const gaps = keyword.history.filter((r) => r.position === null);
  return (
    <div ref={ref} className="space-y-2">
      <LineChart
        title={`Position of “${keyword.keyword}” (${localeText(keyword)})`}
        series={[
          {
            name: keyword.keyword,
            points: keyword.history.map((r) => ({ at: r.checkedAt, value: r.position })),
          },
        ]}
        max={axisMax(positions)}
        inverted
        width={width}
      />
      {gaps.length > 0 ? (
        <ul className="text-xs text-slate-600">
          {gaps.slice(-5).map((r) => (
            <li key={r.checkedAt}>
              {standingText(r)} ({sourceText(r)}){r.error ? `: ${r.error}` : ""}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
