import {
  ChartFigure,
  ChartSvg,
  COLOURS,
  DateRange,
  LegendRow,
  PAD,
  plotWidth,
  round,
  ValueAxis,
  valueY,
} from "./chart-frame";
import { readingLabels } from "./reading-labels";

/** One line: a named series of points; a null value is a gap (no reading that day), never a 0. */
export interface Series {
  name: string;
  points: Array<{ at: string; value: number | null }>;
}

export interface LineChartProps {
  title: string;
  series: Series[];
  /** The value axis runs from 0 to this (100 for scores); the largest value when absent. */
  max?: number;
  /** Drawn width in SVG units; the chart scales to its container in the browser. */
  width?: number;
  /** Ranks: 1 at the top and `max` at the bottom, so a better position is higher. */
  inverted?: boolean;
}

// Told apart in greyscale by dash pattern too, so no line needs colour to be read.
const DASHES = ["", "6 3", "2 3", "8 3 2 3", "4 4", "1 2"];

/**
 * A line chart as plain SVG with every colour and size written as an attribute (ADR 016): no
 * stylesheet, no browser API, so the same markup renders in the app, in a server-rendered report
 * and — turned into PNG on the server — in an e-mail. Points are placed by their order on a
 * shared time axis (every distinct date of every series), so series observed on the same days
 * line up; a missing reading breaks the line instead of drawing it down to 0.
 */
export function LineChartSvg({ title, series, max, width = 560, inverted = false }: LineChartProps) {
  const dates = [...new Set(series.flatMap((s) => s.points.map((p) => p.at)))].sort();
  const values = series.flatMap((s) => s.points.map((p) => p.value).filter((v): v is number => v !== null));
  const top = max ?? Math.max(1, ...values);
  const plot = plotWidth(width);
  const x = (at: string) =>
    PAD.left + (dates.length <= 1 ? plot / 2 : (dates.indexOf(at) / (dates.length - 1)) * plot);
  const y = (value: number) => valueY(value, top, inverted);
  return (
    <ChartSvg width={width} legendRows={series.length} label={describe(title, series)}>
      <ValueAxis top={top} width={width} inverted={inverted} />
      <DateRange dates={dates} width={width} />
      {series.map((s, index) => {
        const colour = COLOURS[index % COLOURS.length]!;
        const dash = DASHES[index % DASHES.length]!;
        return (
          <g key={s.name}>
            {segments(s.points).map((run) => (
              <polyline
                key={run[0]!.at}
                points={run.map((p) => `${round(x(p.at))},${round(y(p.value))}`).join(" ")}
                fill="none"
                stroke={colour}
                strokeWidth={2}
                strokeDasharray={dash || undefined}
              />
            ))}
            {s.points.map((p) =>
              p.value === null ? null : (
                <circle key={p.at} cx={round(x(p.at))} cy={round(y(p.value))} r={2.5} fill={colour} />
              ),
            )}
            <LegendRow
              index={index}
              name={s.name}
              mark={(x0, y0) => (
                <line
                  x1={x0}
                  x2={x0 + 24}
                  y1={y0}
                  y2={y0}
                  stroke={colour}
                  strokeWidth={2}
                  strokeDasharray={dash || undefined}
                />
              )}
            />
          </g>
        );
      })}
    </ChartSvg>
  );
}

/** The line chart for screens, with its readings as a hidden table ("N/A" where a series has none). */
export function LineChart(props: LineChartProps) {
  const dates = [...new Set(props.series.flatMap((s) => s.points.map((p) => p.at)))].sort();
  const table = {
    headers: props.series.map((s) => s.name),
    rows: dates.map((at) => ({
      at,
      cells: props.series.map((s) => s.points.find((p) => p.at === at)?.value ?? "N/A"),
    })),
  };
  return (
    <ChartFigure title={props.title} table={table}>
      <LineChartSvg {...props} />
    </ChartFigure>
  );
}

/** Runs of consecutive points with a value: a null ends one. */
function segments(points: Series["points"]): Array<Array<{ at: string; value: number }>> {
  const runs: Array<Array<{ at: string; value: number }>> = [];
  let current: Array<{ at: string; value: number }> = [];
  for (const p of points) {
    if (p.value === null) {
      if (current.length > 0) runs.push(current);
      current = [];
    } else current.push({ at: p.at, value: p.value });
  }
  if (current.length > 0) runs.push(current);
  // A lone point draws no line; its circle shows it.
  return runs.filter((run) => run.length > 1);
}

function describe(title: string, series: Series[]): string {
  const labels = readingLabels(series.flatMap((s) => s.points.map((p) => p.at)));
  const latest = series.map((s) => {
    const last = [...s.points].reverse().find((p) => p.value !== null);
    return `${s.name} ${last ? `${last.value} on ${labels.get(last.at)}` : "no reading"}`;
  });
  return `${title}: latest ${latest.join(", ")}`;
}
