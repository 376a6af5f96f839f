import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { KEYWORD_COLUMNS } from "../analyzer/keyword-table";

/**
 * What the public pages, the upgrade page and Settings say about the product
 * must be true of today's code. These are the claims a walk through every
 * screen found untrue, each with what the code really does; they must not
 * come back. (Plan features are held to the code in
 * apps/server/test/plan-capabilities.test.ts.)
 */

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const WEB = path.dirname(APP);

function filesIn(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => pattern.test(name) && !name.endsWith(".test.ts"))
    .map((name) => path.join(dir, name));
}

/** Every source of public or account-screen text, with its path relative to apps/web. */
const SOURCES = [
  ...filesIn(path.join(WEB, "content"), /\.md$/),
  ...filesIn(path.join(APP, "features/landing"), /\.tsx?$/),
  ...filesIn(path.join(APP, "features/help"), /\.tsx?$/),
  ...filesIn(path.join(APP, "features/contact"), /\.tsx?$/),
  ...filesIn(path.join(APP, "features/support"), /\.tsx?$/),
  ...filesIn(path.join(APP, "features/settings"), /\.tsx?$/),
  ...filesIn(path.join(APP, "features/upgrade"), /\.tsx?$/),
  ...filesIn(path.join(APP, "components/site"), /\.tsx?$/),
  ...["home", "about", "contact", "help", "docs", "upgrade", "settings", "dashboard", "support"].map(
    (route) => path.join(APP, `routes/${route}.tsx`),
  ),
].map((file) => ({ file: path.relative(WEB, file), text: readFileSync(file, "utf8").replace(/\s+/g, " ") }));

const UNTRUE: Array<{ claim: RegExp; truth: string }> = [
  {
    claim: /headings side by side|word counts? (and|,) headings/i,
    truth: "A competitor report has scores, word count and keywords; no headings (engine CompetitorReport).",
  },
  {
    claim: /compare it with a later run/i,
    truth: "The history lists analyses to reopen or delete; it does not compare two runs.",
  },
  {
    claim: /its ideas are added|adds its suggestions on top|suggestions written by an AI model/i,
    truth: "Analysis suggestions come from the checks; AI suggestions exist only for drafts in the editor.",
  },
  {
    claim: /every one- to three-word phrase/i,
    truth: "The keyword table holds the page's top phrases, not every phrase.",
  },
  {
    claim: /deeper keyword insight|and competitor tracking\./i,
    truth: "Pro adds unlimited analyses, more competitors and API access; competitor tracking is not built.",
  },
  {
    claim: /forwarded to \{supportEmail\}|stored on our server and forwarded/i,
    truth:
      "Without SMTP a contact message stays on the server; the contact page asks the server which applies.",
  },
  {
    claim: /(?<!no )24\/7|live chat (is )?available|(a)?round the clock/i,
    truth:
      "Support answers by e-mail on business days (SUPPORT_HOURS in the plans config); there is no live chat and no 24/7 support.",
  },
  {
    claim: /looks at five of them|beyond those five/i,
    truth:
      "Prominence is judged on six places: title, H1, meta description, first paragraph, subheadings, URL.",
  },
  {
    claim: /turns amber after 60/i,
    truth: "The title counter turns red above 60 characters (amber is for too short).",
  },
  {
    claim: /Receive account e-mails from RankLens|Hear about changes in your pages' rankings/i,
    truth: "Nothing sends notifications yet, and account e-mails (password resets) cannot be switched off.",
  },
  {
    claim: /scores as you edit and compare them with competitors|content with AI optimization/i,
    truth: "The editor's scores are not compared with competitors, and AI needs a configured provider.",
  },
  {
    claim: /linkedin\.com|x\.com\/"|https:\/\/github\.com\/"/i,
    truth: "RankLens has no pages on social networks; only PUBLIC_REPOSITORY_URL is linked.",
  },
];

describe("public texts claim only what the product does", () => {
  it.each(UNTRUE)("never says $claim ($truth)", ({ claim }) => {
    expect(SOURCES.filter(({ text }) => claim.test(text)).map(({ file }) => file)).toEqual([]);
  });

  it("never hard-codes a fetch timeout: the help and docs quote the engine's limits", () => {
    const quoting = SOURCES.filter(({ file }) => /help\/faq\.ts$|pages\/docs\.md$/.test(file));
    expect(quoting).toHaveLength(2);
    for (const { file, text } of quoting) {
      expect(
        text.match(/\b\d+ (seconds|MiB)\b|redirects? more than ten|up to ten redirects/)?.[0],
        file,
      ).toBeUndefined();
    }
  });

  it("the user guide's keyword columns are the keyword table's columns", () => {
    const docs = readFileSync(path.join(WEB, "content/pages/docs.md"), "utf8");
    const section = docs.split("## Keywords and density")[1]!.split("\n## ")[0]!;
    const named = [...section.matchAll(/^- \*\*([A-Za-z ]+):\*\*/gm)].map((m) => m[1]);
    expect(named).toEqual(["Frequency", "Density", "Prominence", "Intent"]);
    for (const column of named) expect(KEYWORD_COLUMNS).toContain(column);
  });
});
