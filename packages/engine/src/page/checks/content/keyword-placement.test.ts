import { describe, expect, it } from "vitest";
import { analyzeHtmlSync } from "../../analyze";

/**
 * The head of Debian's git-doc page for git-rebase (issue 29: the check failed on every page of
 * that manual), with enough of its body that "rebase" is the top keyword, as on the real page.
 */
const GIT_REBASE = `<!doctype html><html lang="en"><head><title>git-rebase(1)</title></head>
<body class="manpage"><div id="header"><h1>git-rebase(1) Manual Page</h1><h2>NAME</h2>
<div class="sectionbody"><p>git-rebase - Reapply commits on top of another base tip</p></div></div>
<div id="content"><h2>DESCRIPTION</h2>${"<p>If &lt;branch&gt; is specified, git rebase will perform an automatic git switch before doing anything else; a rebase replays the commits, and the rebase stops when a conflict needs you.</p>".repeat(8)}</div></body></html>`;

const placement = (html: string, url: string) =>
  analyzeHtmlSync(html, { url }).checks.find((check) => check.id === "keyword-placement")!;

describe("keyword-placement", () => {
  it("finds the top keyword in a hyphenated title, H1 and first paragraph, as in the URL", () => {
    const check = placement(GIT_REBASE, "https://git-scm.example/docs/git-rebase.html");
    expect(check.displayValue).toBe("“rebase”: 4/5 places");
    expect(check.status).toBe("pass");
    // The one place it is not in, headed as what it is.
    expect(check.items).toEqual([{ value: "the meta description", keyword: "rebase" }]);
    expect(check.itemsLabel).toBe("Missing from");
  });

  it("still misses a keyword that is only part of another word, not a hyphenated part", () => {
    const check = placement(
      GIT_REBASE.replace(/git-rebase\(1\)/g, "Rebasement"),
      "https://git-scm.example/docs/manual.html",
    );
    expect(check.items.map((item) => item.value)).toContain("the title");
    expect(check.items.map((item) => item.value)).toContain("the H1");
  });
});
