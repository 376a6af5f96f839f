/** One bar: its label on the axis and the count it stands for. */
export interface Bar {
  label: string;
  count: number;
}

const ROW = 26;
const LABEL_WIDTH = 72;
const VALUE_WIDTH = 48;
// Close to a phone's content width, so the 12-unit labels stay about 12 px there.
const WIDTH = 320;

/**
 * A horizontal bar chart as plain SVG (ADR 015): no chart library, no browser API, so the same
 * component renders on the server. Bars scale to the largest count; each row also prints its
 * count, and the data is a visually hidden table, so nothing depends on reading the bars.
 */
export function BarChart({
  title,
  bars,
  unit,
  labelWidth = LABEL_WIDTH,
}: {
  title: string;
  bars: Bar[];
  unit: string;
  /** Room for the labels, in the chart's 320 units (longer words than "2xx" or "3 clicks"). */
  labelWidth?: number;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  const plot = WIDTH - labelWidth - VALUE_WIDTH;
  const height = bars.length * ROW;
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-semibold text-slate-900">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="h-auto w-full max-w-sm"
        role="img"
        aria-label={`${title}: ${bars.map((bar) => `${bar.label} ${bar.count}`).join(", ")}`}
      >
        {bars.map((bar, index) => {
          const y = index * ROW;
          const width = (bar.count / max) * plot;
          return (
            <g key={bar.label}>
              <text
                x={labelWidth - 8}
                y={y + ROW / 2}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-slate-700 text-[12px]"
              >
                {bar.label}
              </text>
              <rect
                x={labelWidth}
                y={y + 5}
                width={width}
                height={ROW - 10}
                rx={3}
                className="fill-indigo-500"
              />
              <text
                x={labelWidth + width + 6}
                y={y + ROW / 2}
                dominantBaseline="middle"
                className="fill-slate-900 text-[12px] font-semibold"
              >
                {bar.count.toLocaleString("en-US")}
              </text>
            </g>
          );
        })}
      </svg>
      {/* A table cannot be narrowed to sr-only's 1px: its wrapper is, so the readings never widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Bucket</th>
              <th scope="col">{unit}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>{bar.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
