import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LineChartSvg } from "@ranklens/charts";
import { Resvg } from "@resvg/resvg-js";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lineChartPng } from "./chart-png";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const props = {
  title: "SEO score",
  max: 100,
  series: [
    {
      name: "Yours: /shoes",
      points: [60, 70, 65, 80].map((value, i) => ({ at: `2026-11-0${i + 1}`, value })),
    },
    {
      name: "rival.example/shoes",
      points: [50, 55, null, 75].map((value, i) => ({ at: `2026-11-0${i + 1}`, value })),
    },
  ],
};

/** Pixels that are not white: what resvg drew. */
function inked(loadSystemFonts: boolean): number {
  const svg = renderToStaticMarkup(createElement(LineChartSvg, props));
  const { pixels } = new Resvg(svg, { font: { loadSystemFonts } }).render();
  let count = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 200 || pixels[i + 1]! < 200) count++;
  return count;
}

describe("lineChartPng", () => {
  it("renders the app's line chart as a PNG at twice its size", () => {
    const png = lineChartPng(props);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
    expect(png.readUInt32BE(16)).toBe(560 * 2);
    // 180 plot + legend (4 + 2 rows of 18).
    expect(png.readUInt32BE(20)).toBe((180 + 4 + 2 * 18) * 2);
  });

  it("draws the text with the machine's fonts, and still draws the lines without any font", () => {
    const withFonts = inked(true);
    const withoutFonts = inked(false);
    // Lines, dots and grid need no font.
    expect(withoutFonts).toBeGreaterThan(1000);
    // Axis labels, dates and legend add ink when a font is found (this machine has DejaVu).
    expect(withFonts).toBeGreaterThan(withoutFonts + 500);
    expect(lineChartPng(props, { loadSystemFonts: false }).equals(lineChartPng(props))).toBe(false);
  });

  it("works the way `npm start` runs the server (tsx from the repository root compiles the charts' JSX)", () => {
    const script = `
      const { lineChartPng } = await import("./apps/server/src/mail/chart-png.ts");
      const png = lineChartPng({ title: "t", max: 100, series: [{ name: "a", points: [{ at: "2026-11-01", value: 5 }] }] });
      process.stdout.write(png.subarray(1, 4).toString("latin1"));
    `;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: REPO_ROOT,
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("PNG");
  });
});
