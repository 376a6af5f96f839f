/**
 * What the time charts share (ADR 016): size, padding, palette, the value axis with its grid, the
 * first and last date under the plot, and the legend. Every colour and size is an attribute, so
 * the markup renders alike in the app, in reports and, as PNG, in e-mails.
 */

import type { ReactNode } from "react";
import { readingLabels } from "./reading-labels";

// Colour-blind-safe (Okabe–Ito).
export const COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"];
export const HEIGHT = 180;
export const PAD = { top: 12, right: 12, bottom: 28, left: 36 };
const LEGEND_ROW = 18;
const FONT = "system-ui, -apple-system, Segoe UI, Roboto, sans-serif";

/** The plot's height: the chart's less the padding above and below. */
const PLOT_HEIGHT = HEIGHT - PAD.top - PAD.bottom;

/** The plot's width inside a chart `width` wide. */
export function plotWidth(width: number): number {
  return width - PAD.left - PAD.right;
}

/** The y of `value` on an axis from 0 to `top`. */
export function valueY(value: number, top: number, inverted = false): number {
  // Inverted (ranks): 1 at the top, `top` at the bottom.
  if (inverted) return PAD.top + ((Math.min(value, top) - 1) / Math.max(1, top - 1)) * PLOT_HEIGHT;
  return PAD.top + PLOT_HEIGHT - (Math.min(value, top) / top) * PLOT_HEIGHT;
}

/**
 * The standalone SVG of a chart `width` wide with `legendRows` legend rows under the plot: white
 * background, the font, and `label` as its accessible name.
 */
export function ChartSvg({
  width,
  legendRows,
  label,
  children,
}: {
  width: number;
  legendRows: number;
  label: string;
  children: ReactNode;
}) {
  const height = HEIGHT + 4 + legendRows * LEGEND_ROW;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={label}
      fontFamily={FONT}
    >
      <rect x={0} y={0} width={width} height={height} fill="#ffffff" />
      {children}
    </svg>
  );
}

/** Grid lines and labels at 0, half and the top of the value axis. */
export function ValueAxis({
  top,
  width,
  inverted = false,
}: {
  top: number;
  width: number;
  inverted?: boolean;
}) {
  const ticks = inverted ? [1, Math.round((top + 1) / 2), top] : [0, top / 2, top];
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={PAD.left}
            x2={width - PAD.right}
            y1={valueY(tick, top, inverted)}
            y2={valueY(tick, top, inverted)}
            stroke="#e2e8f0"
            strokeWidth={1}
          />
          <text
            x={PAD.left - 6}
            y={valueY(tick, top, inverted)}
            textAnchor="end"
            dominantBaseline="middle"
            fontSize={11}
            fill="#475569"
          >
            {Math.round(tick)}
          </text>
        </g>
      ))}
    </>
  );
}

/**
 * The first and the last reading (sorted ISO strings), under the plot's two ends; a lone one
 * under the middle, where both charts draw a lone reading. Labelled by readingLabels: the day,
 * with the time when that day has several readings.
 */
export function DateRange({ dates, width }: { dates: readonly string[]; width: number }) {
  if (dates.length === 0) return null;
  const labels = readingLabels(dates);
  const label = (at: string) => labels.get(at) ?? at;
  if (dates.length === 1)
    return (
      <text
        x={PAD.left + plotWidth(width) / 2}
        y={HEIGHT - 8}
        textAnchor="middle"
        fontSize={11}
        fill="#475569"
      >
        {label(dates[0]!)}
      </text>
    );
  return (
    <>
      <text x={PAD.left} y={HEIGHT - 8} fontSize={11} fill="#475569">
        {label(dates[0]!)}
      </text>
      <text x={width - PAD.right} y={HEIGHT - 8} textAnchor="end" fontSize={11} fill="#475569">
        {label(dates.at(-1)!)}
      </text>
    </>
  );
}

/** One legend row under the plot: the series' mark (drawn by `mark` at x, y) and its name. */
export function LegendRow({
  index,
  name,
  mark,
}: {
  index: number;
  name: string;
  mark: (x: number, y: number) => ReactNode;
}) {
  const y = HEIGHT + 4 + index * LEGEND_ROW + 8;
  return (
    <>
      {mark(PAD.left, y)}
      <text x={PAD.left + 30} y={y} dominantBaseline="middle" fontSize={12} fill="#0f172a">
        {name}
      </text>
    </>
  );
}

export const round = (n: number) => Math.round(n * 10) / 10;

/** The readings behind a chart, for its visually hidden table: one row per date. */
export interface ChartTable {
  headers: string[];
  rows: Array<{ at: string; cells: Array<string | number> }>;
}

/**
 * A chart for screens: a captioned figure, the SVG scaled to its container, and the readings as
 * a visually hidden table, so nothing depends on seeing the marks or telling colours apart.
 */
export function ChartFigure({
  title,
  table,
  children,
}: {
  title: string;
  table: ChartTable;
  children: ReactNode;
}) {
  const labels = readingLabels(table.rows.map((row) => row.at));
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-semibold text-slate-900">{title}</figcaption>
      <div className="[&>svg]:h-auto [&>svg]:w-full">{children}</div>
      {/* A table cannot be narrowed to sr-only's 1px: its wrapper is, so the readings never widen the page. */}
      <div className="sr-only">
        <table>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {table.headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.at}>
                <th scope="row">{labels.get(row.at) ?? row.at}</th>
                {row.cells.map((cell, index) => (
                  <td key={table.headers[index]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
