import { type LineChartProps, LineChartSvg } from "@ranklens/charts";
import { Resvg } from "@resvg/resvg-js";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** Pixels per SVG unit: sharp on high-density screens, still a few tens of kilobytes. */
const SCALE = 2;

/**
 * A chart as a PNG for e-mail (e-mail clients do not show SVG): the app's own line chart rendered
 * to SVG markup, then rasterised by resvg. Text needs a font: resvg loads the machine's fonts; on a
 * machine without any (a bare container), the text is left out but the lines, dots and grid still
 * render, and the e-mail's text and the image's alt text carry the numbers anyway.
 */
export function lineChartPng(props: LineChartProps, options: { loadSystemFonts?: boolean } = {}): Buffer {
  const svg = renderToStaticMarkup(createElement(LineChartSvg, props));
  return svgToPng(svg, options);
}

export function svgToPng(
  svg: string,
  { loadSystemFonts = true }: { loadSystemFonts?: boolean } = {},
): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: "zoom", value: SCALE },
    font: { loadSystemFonts },
  });
  return Buffer.from(resvg.render().asPng());
}
