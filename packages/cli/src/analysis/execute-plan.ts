import { analyzeUrl, type SeoReport } from "@ranklens/engine";
import { createAnalysis } from "../api/create-analysis";
import type { AnalyzePlan } from "../commands/analyze-plan";
import { analyzeHtmlFile } from "./analyze-html-file";

/** Runs an analysis as planned; in server mode also returns the id the server stored it under. */
export async function executePlan(plan: AnalyzePlan): Promise<{ report: SeoReport; storedId?: string }> {
  switch (plan.mode) {
    case "html":
      return { report: await analyzeHtmlFile(plan.file, plan.url) };
    case "url":
      return {
        report: await analyzeUrl(plan.url, {
          competitors: plan.competitors,
          allowPrivateNetworks: plan.allowPrivateNetworks,
        }),
      };
    case "server": {
      const analysis = await createAnalysis(
        { server: plan.server, apiKey: plan.apiKey },
        { url: plan.url, competitors: plan.competitors },
      );
      // The server runs this same engine; its report is the engine's SeoReport, validated loosely in transit.
      return { report: analysis.report as unknown as SeoReport, storedId: analysis.id };
    }
  }
}
