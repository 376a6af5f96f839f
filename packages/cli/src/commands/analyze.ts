import { defineCommand } from "citty";
import { checkFlags } from "../check-flags";
import type { CliIo } from "../cli-io";
import { formatReport } from "../format/format-report";
import { createPalette } from "../format/palette";
import { analyzeArgs } from "./analyze-args";
import { planAnalyze } from "./analyze-plan";

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
        // Loaded only now: the engine and the API contracts are most of the start-up time, and usage errors do not need them.
        const { executePlan } = await import("../analysis/execute-plan");
        const { report, storedId } = await executePlan(plan);
        if (args.json) {
          io.stdout(`${JSON.stringify(report, null, 2)}\n`);
          return;
        }
        const palette = createPalette(io.colour);
        io.stdout(formatReport(report, palette));
        if (storedId) io.stdout(`\n${palette.dim(`Stored on the server as analysis ${storedId}`)}\n`);
      } catch (error) {
        // The one place a failed analysis is reported: message once, code 1.
        const { toErrorBody } = await import("../error-body");
        const body = toErrorBody(error);
        io.stderr(`ranklens: ${body.error.message} (${body.error.code})\n`);
        if (args.verbose && error instanceof Error) io.stderr(`${error.stack}\n`);
        if (args.json) io.stdout(`${JSON.stringify(body)}\n`);
        io.exitCode = 1;
      }
    },
  });
}
