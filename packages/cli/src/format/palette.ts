/** ANSI styles that collapse to plain text when colour is off. */
export interface Palette {
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  green(text: string): string;
  cyan(text: string): string;
}

const style =
  (enabled: boolean, open: number, close: number) =>
  (text: string): string =>
    enabled ? `\u001B[${open}m${text}\u001B[${close}m` : text;

/** A palette that colours only when `enabled` (see {@link shouldUseColour}). */
export function createPalette(enabled: boolean): Palette {
  return {
    bold: style(enabled, 1, 22),
    dim: style(enabled, 2, 22),
    red: style(enabled, 31, 39),
    yellow: style(enabled, 33, 39),
    green: style(enabled, 32, 39),
    cyan: style(enabled, 36, 39),
  };
}

/** Colour only for a terminal, and never when NO_COLOR is set to anything but "" (no-color.org). */
export function shouldUseColour(isTTY: boolean | undefined, env: NodeJS.ProcessEnv): boolean {
  return isTTY === true && !env.NO_COLOR;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching the ESC of ANSI codes is the point.
const ANSI_ESCAPE = /\u001B\[[0-9;]*m/g;

/** Removes ANSI colour codes (citty colours its usage text on its own terms). */
export function stripAnsi(text: string): string {
  return text.replace(ANSI_ESCAPE, "");
}
