import { LineChartSvg } from "@ranklens/charts";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ReportChart } from "../../document/report-document";

/**
 * A chart as the app draws it (packages/charts), as SVG markup for Typst, which keeps it vector
 * with its labels as real text. The charts name `system-ui, …` as their font, which Typst would
 * resolve to whatever the machine has (or nothing); the PDF embeds Inter, so the chart says Inter.
 */
export function chartSvg(chart: ReportChart, fontFamily: string): string {
  const svg = renderToStaticMarkup(
    createElement(LineChartSvg, {
      title: chart.title,
      series: chart.series,
      inverted: chart.inverted,
      ...(chart.max === null ? {} : { max: chart.max }),
    }),
  );
  return withFontFamily(svg, fontFamily);
}

/** The root element's font-family replaced (or added): every label inherits it. */
function withFontFamily(svg: string, family: string): string {
  const attribute = `font-family="${family}"`;
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0];
  if (root === undefined) throw new Error("A chart did not render as an <svg> element");
  const themed = / font-family="[^"]*"/.test(root)
    ? root.replace(/ font-family="[^"]*"/, ` ${attribute}`)
    : root.replace(/^<svg\b/, `<svg ${attribute}`);
  return themed + svg.slice(root.length);
}
