import { LineChartSvg } from "@ranklens/charts";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { escapeHtml } from "../../../mail/escape-html";
import type { ReportChart } from "../../document/report-document";

/**
 * A chart as the app draws it (packages/charts), inline SVG: it scales with the page, prints
 * sharp, and needs no request. React escapes the series names it writes; the SVG's aria-label
 * says each series' latest reading, for readers who cannot see the lines.
 */
export function chartHtml(chart: ReportChart): string {
  const svg = renderToStaticMarkup(
    createElement(LineChartSvg, {
      title: chart.title,
      series: chart.series,
      max: chart.max ?? undefined,
      inverted: chart.inverted,
    }),
  );
  return `<figure class="chart">
<figcaption>${escapeHtml(chart.title)}</figcaption>
${svg}
</figure>`;
}
