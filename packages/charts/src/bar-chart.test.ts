import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarChart } from "./bar-chart";

describe("BarChart", () => {
  it("renders on the server as SVG with bars scaled to the largest count and every count printed", () => {
    const html = renderToStaticMarkup(
      createElement(BarChart, {
        title: "Status codes",
        unit: "URLs",
        bars: [
          { label: "2xx", count: 30 },
          { label: "4xx", count: 15 },
          { label: "5xx", count: 0 },
        ],
      }),
    );
    const widths = [...html.matchAll(/<rect[^>]* width="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(widths).toEqual([200, 100, 0]);
    expect(html).toContain('aria-label="Status codes: 2xx 30, 4xx 15, 5xx 0"');
    expect(html).toContain('<th scope="row">4xx</th><td>15</td>');
  });
  it("gives longer labels the room asked for, out of the bars' width", () => {
    const html = renderToStaticMarkup(
      createElement(BarChart, {
        title: "Indexability",
        unit: "Pages",
        labelWidth: 112,
        bars: [{ label: "Canonicalised", count: 4 }],
      }),
    );
    expect(html).toMatch(/<rect x="112"[^>]* width="160"/);
    expect(html).toMatch(/<text x="104"[^>]*>Canonicalised<\/text>/);
  });
  it("draws no bar when every count is 0 (no division by zero)", () => {
    const html = renderToStaticMarkup(
      createElement(BarChart, { title: "Empty", unit: "URLs", bars: [{ label: "0", count: 0 }] }),
    );
    expect(html).toMatch(/<rect[^>]* width="0"/);
  });
});
