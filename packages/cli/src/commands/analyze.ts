import { analyzeUrl, type SeoReport } from "@ranklens/engine";
import { defineCommand } from "citty";
import { analyzeHtmlFile } from "../analysis/analyze-html-file";
import { createAnalysis } from "../api/create-analysis";
import { checkFlags } from "../check-flags";
import type { CliIo } from "../cli-io";
import { toErrorBody } from "../error-body";
import { formatReport } from "../format/format-report";
import { createPalette } from "../format/palette";
import { analyzeArgs } from "./analyze-args";
import { type AnalyzePlan, planAnalyze } from "./analyze-plan";

/** Runs the plan; in server mode also returns the stored analysis' id. */
async function execute(plan: AnalyzePlan): Promise<{ report: SeoReport; storedId?: string }> {
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

/** `ranklens analyze`: a page by URL, a saved HTML file, or through a RankLens server. */
export function analyzeCommand(io: CliIo) {
  return defineCommand({
    meta: { name: "analyze", description: "Analyse a page's SEO, readability and performance" },
    args: analyzeArgs,
    async run({ args, rawArgs }) {
      checkFlags(rawArgs, analyzeArgs);
      const plan = planAnalyze(
        {
          page: args.page,
          html: args.html,
          url: args.url,
          server: args.server,
          apiKey: args["api-key"],
          allowPrivateNetworks: args["allow-private-networks"],
        },
        rawArgs,
        io.env,
      );
      try {
        const { report, storedId } = await execute(plan);
        if (args.json) {
          io.stdout(`${JSON.stringify(report, null, 2)}\n`);
          return;
        }
        const palette = createPalette(io.colour);
        io.stdout(formatReport(report, palette));
        if (storedId) io.stdout(`\n${palette.dim(`Stored on the server as analysis ${storedId}`)}\n`);
      } catch (error) {
        // The one place a failed analysis is reported: message once, code 1.
        const body = toErrorBody(error);
        io.stderr(`ranklens: ${body.error.message} (${body.error.code})\n`);
        if (args.verbose && error instanceof Error) io.stderr(`${error.stack}\n`);
        if (args.json) io.stdout(`${JSON.stringify(body)}\n`);
        io.exitCode = 1;
      }
    },
  });
}
