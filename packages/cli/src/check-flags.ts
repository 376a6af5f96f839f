import type { ArgsDef } from "citty";
import { UsageError } from "./usage-error";

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Rejects flags the command does not declare and more positionals than it
 * takes. citty parses leniently (unknown flags become extra args), so a typo
 * like `--jsn` would otherwise be ignored silently.
 */
export function checkFlags(rawArgs: string[], argsDef: ArgsDef): void {
  const names = new Map<string, string>();
  let positionals = 0;
  for (const [name, def] of Object.entries(argsDef)) {
    if (def.type === "positional") {
      positionals++;
      continue;
    }
    const alias = "alias" in def ? def.alias : undefined;
    const aliases = alias === undefined ? [] : Array.isArray(alias) ? alias : [alias];
    for (const n of [name, ...aliases]) names.set(camel(n), def.type ?? "string");
  }
  let seenPositionals = 0;
  for (let i = 0; i < rawArgs.length; i++) {
    const arg = rawArgs[i]!;
    if (arg === "--") break;
    if (!arg.startsWith("-") || arg === "-") {
      if (++seenPositionals > positionals) throw new UsageError(`Unexpected argument: ${arg}`);
      continue;
    }
    const flag = arg.replace(/^-{1,2}/, "").split("=")[0]!;
    const type =
      names.get(camel(flag)) ??
      (flag.startsWith("no-") ? booleanType(names.get(camel(flag.slice(3)))) : undefined);
    if (type === undefined) throw new UsageError(`Unknown option: ${arg.split("=")[0]}`);
    const takesValue = type === "string" || type === "enum";
    if (takesValue && !arg.includes("=") && rawArgs[i + 1] !== undefined && !rawArgs[i + 1]!.startsWith("-"))
      i++;
  }
}

function booleanType(type: string | undefined): string | undefined {
  return type === "boolean" ? type : undefined;
}
