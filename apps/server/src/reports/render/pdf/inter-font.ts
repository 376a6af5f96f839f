import { createRequire } from "node:module";
import { dirname } from "node:path";

/** The family the template and the charts name; the only one the PDF embeds. */
export const FONT_FAMILY = "Inter";

const require = createRequire(import.meta.url);

/**
 * The folders of the Inter weights the template uses, from the npm package (TTF: Typst reads no
 * WOFF2), resolved like a module so hoisting and workspaces do not matter. One folder per weight,
 * so the compiler indexes three files and not the package's eighteen.
 */
export function interFontFolders(): string[] {
  return [
    "400Regular/Inter_400Regular.ttf",
    "600SemiBold/Inter_600SemiBold.ttf",
    "700Bold/Inter_700Bold.ttf",
  ].map((file) => dirname(require.resolve(`@expo-google-fonts/inter/${file}`)));
}
