import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LineChart, LineChartSvg } from "./line-chart";

const render = (props: Parameters<typeof LineChartSvg>[0]) =>
  renderToStaticMarkup(createElement(LineChartSvg, props));

describe("LineChartSvg", () => {
  it("places points on a shared date axis scaled to max, as a standalone SVG", () => {
    const svg = render({
      title: "SEO score",
      max: 100,
      width: 236,
      series: [
        {
          name: "ours",
          points: [
            { at: "2026-11-01", value: 100 },
            { at: "2026-11-02", value: 50 },
            { at: "2026-11-03", value: 0 },
          ],
        },
      ],
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // Plot: x from 36 to 224 (236 - 12), y from 12 (100) to 152 (0).
    expect(svg).toContain('points="36,12 130,82 224,152"');
    expect(svg).toContain('aria-label="SEO score: latest ours 0 on 2026-11-03"');
    expect(svg).not.toContain("class=");
  });

  it("draws ranks inverted: position 1 at the top, the last position at the bottom", () => {
    const svg = render({
      title: "Position",
      max: 100,
      width: 236,
      inverted: true,
      series: [
        {
          name: "running shoes",
          points: [
            { at: "2026-11-01", value: 1 },
            { at: "2026-11-02", value: 100 },
          ],
        },
      ],
    });
    // Plot: y from 12 (position 1) to 152 (position 100); the axis reads 1, 51 and 100.
    expect(svg).toContain('points="36,12 224,152"');
    expect(svg).toMatch(/>1<\/text>/);
    expect(svg).toMatch(/>100<\/text>/);
    expect(svg).not.toMatch(/>0<\/text>/);
  });

  it("breaks the line at a missing reading instead of drawing it to 0", () => {
    const svg = render({
      title: "Score",
      max: 100,
      series: [
        {
          name: "theirs",
          points: [
            { at: "2026-11-01", value: 80 },
            { at: "2026-11-02", value: 70 },
            { at: "2026-11-03", value: null },
            { at: "2026-11-04", value: 60 },
            { at: "2026-11-05", value: 60 },
          ],
        },
      ],
    });
    expect([...svg.matchAll(/<polyline/g)]).toHaveLength(2);
    expect([...svg.matchAll(/<circle/g)]).toHaveLength(4);
  });

  it("tells series apart by dash pattern as well as colour", () => {
    const svg = render({
      title: "Scores",
      series: [
        {
          name: "a",
          points: [
            { at: "2026-11-01", value: 1 },
            { at: "2026-11-02", value: 2 },
          ],
        },
        {
          name: "b",
          points: [
            { at: "2026-11-01", value: 2 },
            { at: "2026-11-02", value: 1 },
          ],
        },
      ],
    });
    const dashes = [...svg.matchAll(/<polyline[^>]*>/g)].map(
      (m) => m[0].match(/stroke-dasharray="([^"]+)"/)?.[1] ?? "solid",
    );
    expect(dashes).toHaveLength(2);
    expect(new Set(dashes).size).toBe(2);
  });
});

describe("LineChart", () => {
  it("repeats every reading in a hidden table, N/A where a series has none", () => {
    const html = renderToStaticMarkup(
      createElement(LineChart, {
        title: "Scores",
        series: [
          {
            name: "ours",
            points: [
              { at: "2026-11-01", value: 70 },
              { at: "2026-11-02", value: 72 },
            ],
          },
          { name: "theirs", points: [{ at: "2026-11-02", value: 64 }] },
        ],
      }),
    );
    expect(html).toContain('<th scope="row">2026-11-01</th><td>70</td><td>N/A</td>');
    expect(html).toContain('<th scope="row">2026-11-02</th><td>72</td><td>64</td>');
  });
});

describe("two checks on one day", () => {
  const sameDay = {
    title: "Health",
    max: 100,
    series: [
      {
        name: "health",
        points: [
          { at: "2026-11-28T09:05:00.000Z", value: 80 },
          { at: "2026-11-28T16:40:00.000Z", value: 85 },
        ],
      },
    ],
  };

  it("label the axis with each reading's time, not the same date twice", () => {
    const labels = [...render(sameDay).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(labels).toContain("2026-11-28 09:05 UTC");
    expect(labels).toContain("2026-11-28 16:40 UTC");
    expect(labels.filter((label) => label === "2026-11-28")).toEqual([]);
  });

  it("tell the two rows of the hidden table apart the same way", () => {
    const html = renderToStaticMarkup(createElement(LineChart, sameDay));
    expect(html).toContain('<th scope="row">2026-11-28 09:05 UTC</th><td>80</td>');
    expect(html).toContain('<th scope="row">2026-11-28 16:40 UTC</th><td>85</td>');
    expect(html).toContain("latest health 85 on 2026-11-28 16:40 UTC");
  });
});
