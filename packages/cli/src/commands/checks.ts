import { CHECK_METADATA } from "@ranklens/engine";
import { type ArgsDef, defineCommand } from "citty";
import { checkFlags } from "../check-flags";
import type { CliIo } from "../cli-io";
import { formatCheckList } from "../format/format-check-list";
import { createPalette } from "../format/palette";

const checksArgs = {
  json: { type: "boolean", description: "Print the checks' metadata as JSON" },
} as const satisfies ArgsDef;

/** `ranklens checks`: every check id with its category and title. */
export function checksCommand(io: CliIo) {
  return defineCommand({
    meta: { name: "checks", description: "List every check with its category and title" },
    args: checksArgs,
    run({ args, rawArgs }) {
      checkFlags(rawArgs, checksArgs);
      if (args.json) {
        io.stdout(`${JSON.stringify(CHECK_METADATA, null, 2)}\n`);
        return;
      }
      io.stdout(formatCheckList(CHECK_METADATA, createPalette(io.colour)));
    },
  });
}
