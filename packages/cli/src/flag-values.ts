/**
 * Every value given to a repeatable string flag (`--competitor a --competitor b`
 * or `--competitor=a`), in order. citty keeps only the last one, so the raw
 * arguments are read here. An empty string stands for a flag given without a value.
 */
export function flagValues(rawArgs: string[], name: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < rawArgs.length; i++) {
    const arg = rawArgs[i]!;
    if (arg === "--") break;
    if (arg === `--${name}`) {
      const next = rawArgs[i + 1];
      if (next === undefined || next.startsWith("-")) values.push("");
      else {
        values.push(next);
        i++;
      }
    } else if (arg.startsWith(`--${name}=`)) values.push(arg.slice(name.length + 3));
  }
  return values;
}
