/**
 * Extracts the main text of a saved HTML page as the editor's Markdown-ish plain text (headings as
 * `#`, list items as `- `, paragraphs separated by blank lines), for the content analyser's golden
 * fixtures. Run once per fixture; the output is committed.
 *
 *   npx tsx packages/engine/scripts/extract-fixture-text.ts page.html > out.txt
 */
import { readFileSync } from "node:fs";
import { Parser } from "htmlparser2";

const SKIP = new Set([
  "script",
  "style",
  "nav",
  "footer",
  "header",
  "aside",
  "noscript",
  "form",
  "figure",
  "button",
  "select",
]);
const BLOCKS: Record<string, string> = { h1: "# ", h2: "## ", h3: "### ", h4: "### ", p: "", li: "- " };

export function extractText(html: string): string {
  const out: string[] = [];
  let skipDepth = 0;
  let block: { prefix: string; text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIP.has(name)) skipDepth++;
        else if (skipDepth === 0 && name in BLOCKS && block === null)
          block = { prefix: BLOCKS[name]!, text: "" };
      },
      ontext(text) {
        if (skipDepth === 0 && block) block.text += text;
      },
      onclosetag(name) {
        if (SKIP.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        else if (block && name in BLOCKS) {
          const text = block.text.replace(/\s+/g, " ").trim();
          if (text.split(" ").length >= (block.prefix === "" ? 8 : 2)) out.push(block.prefix + text);
          block = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  // Join consecutive list items without blank lines, everything else with one.
  return `${out.reduce((acc, line, i) => (i === 0 ? line : acc + (line.startsWith("- ") && out[i - 1]!.startsWith("- ") ? "\n" : "\n\n") + line), "")}\n`;
}

if (process.argv[2]) process.stdout.write(extractText(readFileSync(process.argv[2], "utf8")));
