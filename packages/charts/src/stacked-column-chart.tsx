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

/** One column: a date and a count per part (in the order of the chart's `parts`). */
export interface Column {
  at: string;
  counts: number[];
}

export interface StackedColumnChartProps {
  title: string;
  /** The parts of every column, bottom first (e.g. "Critical", "Warning", "Info"). */
  parts: string[];
  /** Sorted by date. */
  columns: Column[];
  /** The value axis runs from 0 to this; the largest column's total when absent. */
  max?: number;
  /** Drawn width in SVG units; the chart scales to its container in the browser. */
  width?: number;
}

// The widest a column gets, and the gap between columns as a share of each one's slot.
const MAX_COLUMN = 28;
const GAP_SHARE = 0.25;

/**
 * Counts per date split into parts, as stacked columns (ADR 016): each date's total is the
 * column's height and no part can hide another, which lines of equal counts do. Plain SVG with
 * attribute styles, like the line chart, so it renders on the server too.
 */
export function StackedColumnChartSvg({ title, parts, columns, max, width = 560 }: StackedColumnChartProps) {
  const top = max ?? Math.max(1, ...columns.map(columnTotal));
  const plot = plotWidth(width);
  const slot = columns.length === 0 ? plot : plot / columns.length;
  const columnWidth = Math.max(1, Math.min(MAX_COLUMN, slot * (1 - GAP_SHARE)));
  return (
    <ChartSvg width={width} legendRows={parts.length} label={describe(title, parts, columns)}>
      <ValueAxis top={top} width={width} />
      <DateRange dates={columns.map((column) => column.at)} width={width} />
      {columns.map((column, index) => {
        const x = PAD.left + slot * index + (slot - columnWidth) / 2;
        let below = 0;
        return (
          <g key={column.at}>
            {column.counts.map((count, part) => {
              const from = below;
              below += count;
              if (count === 0) return null;
              const y = valueY(below, top);
              return (
                <rect
                  key={parts[part]}
                  x={round(x)}
                  y={round(y)}
                  width={round(columnWidth)}
                  height={round(valueY(from, top) - y)}
                  fill={COLOURS[part % COLOURS.length]}
                  // A white edge between parts, so two parts of one colour family stay two.
                  stroke="#ffffff"
                  strokeWidth={columnWidth > 4 ? 1 : 0}
                />
              );
            })}
          </g>
        );
      })}
      {parts.map((name, index) => (
        <LegendRow
          key={name}
          index={index}
          name={name}
          mark={(x, y) => (
            <rect x={x} y={y - 5} width={24} height={10} fill={COLOURS[index % COLOURS.length]} />
          )}
        />
      ))}
    </ChartSvg>
  );
}

/** The stacked column chart for screens, with every count as a hidden table. */
export function StackedColumnChart(props: StackedColumnChartProps) {
  const table = {
    headers: props.parts,
    rows: props.columns.map((column) => ({
      at: column.at,
      cells: props.parts.map((_, part) => column.counts[part] ?? 0),
    })),
  };
  return (
    <ChartFigure title={props.title} table={table}>
      <StackedColumnChartSvg {...props} />
    </ChartFigure>
  );
}

/** A column's height: the sum of its parts. */
export function columnTotal(column: Column): number {
  return column.counts.reduce((sum, count) => sum + count, 0);
}

function describe(title: string, parts: string[], columns: Column[]): string {
  const last = columns.at(-1);
  if (!last) return `${title}: no reading`;
  const counts = parts.map((name, part) => `${name} ${last.counts[part] ?? 0}`).join(", ");
  const labels = readingLabels(columns.map((column) => column.at));
  return `${title}: latest ${labels.get(last.at)}: ${counts}`;
}
