import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StackedColumnChart, StackedColumnChartSvg } from "./stacked-column-chart";

const render = (props: Parameters<typeof StackedColumnChartSvg>[0]) =>
  renderToStaticMarkup(createElement(StackedColumnChartSvg, props));

const parts = ["Critical", "Warning", "Info"];

describe("StackedColumnChartSvg", () => {
  it("stacks each date's parts bottom first, equal counts side by side in height, never on top of each other", () => {
    const svg = render({
      title: "Changes detected",
      parts,
      width: 236,
      max: 2,
      columns: [
        { at: "2026-11-01", counts: [1, 1, 0] },
        { at: "2026-11-02", counts: [0, 0, 0] },
      ],
    });
    // Axis 0–2 over y 152 (0) to 12 (2): 70 units a change. Two slots of 94 units, columns 28 wide.
    const rects = [
      ...svg.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" fill="(#\w+)"/g),
    ].map((m) => m.slice(1));
    // The first rect is the white background.
    expect(rects.slice(1, 3)).toEqual([
      ["69", "82", "28", "70", "#0072B2"],
      ["69", "12", "28", "70", "#D55E00"],
    ]);
    // The empty day draws no column; the legend draws one swatch per part.
    expect(rects.filter((r) => r[2] === "24")).toHaveLength(3);
    expect(rects).toHaveLength(6);
    expect(svg).toContain('aria-label="Changes detected: latest 2026-11-02: Critical 0, Warning 0, Info 0"');
    expect(svg).not.toContain("class=");
  });

  it("scales to the largest total unless told the axis's top", () => {
    const svg = render({ title: "T", parts, columns: [{ at: "2026-11-01", counts: [2, 2, 2] }] });
    // Total 6: the axis runs to 6, labelled 0, 3 and 6.
    expect(
      [...svg.matchAll(/dominant-baseline="middle" font-size="11" fill="#475569">(\d+)</g)].map((m) => m[1]),
    ).toEqual(["0", "3", "6"]);
  });

  it("writes a lone date under its column, in the middle", () => {
    const svg = render({ title: "T", parts, width: 560, columns: [{ at: "2026-11-01", counts: [1, 0, 0] }] });
    // Plot from 36 to 548: the middle is 292.
    expect(svg).toContain(
      '<text x="292" y="172" text-anchor="middle" font-size="11" fill="#475569">2026-11-01</text>',
    );
  });

  it("says so when there is nothing to draw", () => {
    expect(render({ title: "T", parts, columns: [] })).toContain('aria-label="T: no reading"');
  });
});

describe("StackedColumnChart", () => {
  it("gives every count in a visually hidden table", () => {
    const html = renderToStaticMarkup(
      createElement(StackedColumnChart, {
        title: "Changes detected",
        parts,
        columns: [{ at: "2026-11-01T00:00:00Z", counts: [3, 0, 7] }],
      }),
    );
    expect(html).toContain('<div class="sr-only"><table>');
    expect(html).toContain('<th scope="row">2026-11-01</th><td>3</td><td>0</td><td>7</td>');
  });
});
