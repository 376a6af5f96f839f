import { observePage } from "@ranklens/engine";
import { afterEach, describe, expect, it } from "vitest";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { type AnalysisPool, createAnalysisPool } from "../../analysis-pool";
import { OBSERVATION } from "./observation-task";

describe("a monitoring observation analysed on a worker thread", () => {
  let site: CrawlSite;
  let pool: AnalysisPool | null = null;
  afterEach(async () => {
    await pool?.close();
    await site?.close();
  });

  it("is the observation made inline", async () => {
    site = await startCrawlSite({
      "/": page(
        "Widgets for the workshop",
        ["/a"],
        `<meta name="description" content="Widgets, tools and parts for every workshop."><meta name="robots" content="noindex">`,
      ),
    });
    pool = createAnalysisPool({ threads: 1 });
    const at = new Date("2026-11-30T06:00:00Z");
    const options = { allowPrivateNetworks: true, now: () => at };
    const inline = await observePage(site.url, options);
    let tasks = 0;
    const threaded = await observePage(site.url, {
      ...options,
      analyse: (gathered) => {
        tasks++;
        return pool!.run(OBSERVATION, gathered);
      },
    });
    expect(tasks).toBe(1);
    expect(inline).toMatchObject({ status: 200, title: "Widgets for the workshop", noindex: true });
    expect(threaded).toEqual(inline);
  });
});
