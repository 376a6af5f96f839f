import { appendFileSync } from "node:fs";
import { inject } from "vitest";
import type { LoadFigure } from "./figures-table";

declare module "vitest" {
  export interface ProvidedContext {
    /** JSON-lines file the load tests append their figures to; the global teardown prints them. */
    loadFiguresFile: string;
  }
}

/**
 * Records a figure for the suite's summary table. Each test file runs in its
 * own worker, so figures travel through a file the global setup named.
 */
export function recordFigure(figure: LoadFigure): void {
  appendFileSync(inject("loadFiguresFile"), `${JSON.stringify(figure)}\n`);
}
