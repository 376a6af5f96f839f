import { describe, expect, it } from "vitest";
import { pageInput } from "../computed/computed-facts";
import { factsFromHtml } from "../facts-from-artifacts";
import { runChecks } from "../runner";

const URL_ = "https://shop.example/guides/blue-widgets";

function check(
  id: string,
  site: {
    robots?: string | null;
    robotsStatus?: number;
    llms?: string | null;
    llmsStatus?: number | null;
    html?: string;
    headers?: Record<string, string>;
  },
) {
  const facts = factsFromHtml(site.html ?? "<p>x</p>", { url: URL_, headers: site.headers });
  if (site.robots !== undefined || site.robotsStatus !== undefined)
    facts.robotsTxt = {
      url: "https://shop.example/robots.txt",
      status: site.robotsStatus ?? 200,
      body: site.robots ?? null,
    };
  if (site.llms !== undefined || site.llmsStatus !== undefined)
    facts.llmsTxt = {
      url: "https://shop.example/llms.txt",
      status: site.llmsStatus === undefined ? 200 : site.llmsStatus,
      body: site.llms ?? null,
    };
  return runChecks(pageInput(facts)).find((c) => c.id === id)!;
}

describe("ai-crawler-access", () => {
  it("says in plain words that the page is blocked from ChatGPT search", () => {
    const result = check("ai-crawler-access", { robots: "User-agent: OAI-SearchBot\nDisallow: /\n" });
    expect(result.status).toBe("warn");
    expect(result.displayValue).toBe("Blocked from ChatGPT search; open to AI training");
    expect(result.items).toEqual([
      { value: "OAI-SearchBot", reason: "blocked from ChatGPT search", kind: "AI search crawlers", line: 2 },
    ]);
    expect(result.advice).toContain("OAI-SearchBot");
  });

  it("reports training exclusions without faulting them", () => {
    const robots = [
      "GPTBot",
      "ClaudeBot",
      "Google-Extended",
      "Applebot-Extended",
      "meta-externalagent",
      "CCBot",
    ]
      .map((a) => `User-agent: ${a}`)
      .join("\n");
    const result = check("ai-crawler-access", { robots: `${robots}\nDisallow: /\n` });
    expect(result.status).toBe("pass");
    expect(result.displayValue).toBe("Open to AI search and assistants; excluded from AI training");
    expect(result.items.map((i) => i.value)).toContain("GPTBot");
    const one = check("ai-crawler-access", { robots: "User-agent: GPTBot\nDisallow: /guides/\n" });
    expect(one.displayValue).toBe("Open to AI search and assistants; excluded from OpenAI model training");
  });

  it("fails when every AI search crawler and assistant is shut out (a blanket Disallow)", () => {
    const result = check("ai-crawler-access", { robots: "User-agent: *\nDisallow: /\n" });
    expect(result.status).toBe("fail");
    expect(result.displayValue).toMatch(/^Blocked from .*; excluded from AI training$/);
  });

  it("treats a missing robots.txt as open and an unreachable one as unknown", () => {
    expect(check("ai-crawler-access", { robotsStatus: 404 }).status).toBe("pass");
    expect(check("ai-crawler-access", { robotsStatus: 503 }).status).toBe("notApplicable");
  });

  it("lets a crawler's own group override the * group, as robots.txt says", () => {
    const result = check("ai-crawler-access", {
      robots:
        "User-agent: *\nDisallow: /\n\nUser-agent: OAI-SearchBot\nUser-agent: PerplexityBot\nAllow: /\n",
    });
    const blocked = result.items.map((i) => i.value);
    expect(blocked).not.toContain("OAI-SearchBot");
    expect(blocked).not.toContain("PerplexityBot");
    expect(blocked).toContain("GPTBot");
  });
});

describe("llms-txt", () => {
  const GOOD =
    "# Blue widgets\n\n> Guides to choosing widgets.\n\n## Guides\n\n- [Choosing](https://shop.example/guides/choosing): sizes and colours\n";

  it("passes a Markdown file with an H1 and links", () => {
    const result = check("llms-txt", { llms: GOOD });
    expect(result.status).toBe("pass");
    expect(result.displayValue).toBe("1 link");
  });

  it("fails a file without H1, without links, too short, or HTML (Lighthouse's rules)", () => {
    const result = check("llms-txt", { llms: "Widgets" });
    expect(result.status).toBe("fail");
    expect(result.items.map((i) => i.reason)).toEqual([
      "No Markdown H1 (a first line such as “# Site name”)",
      "No Markdown link ([title](url))",
      "Shorter than 50 characters",
    ]);
    expect(
      check("llms-txt", { llms: `<!DOCTYPE html><html><body>${"x".repeat(80)}</body></html>` }).items[0]!
        .reason,
    ).toBe("Looks like an HTML page, not Markdown");
  });

  it("is not applicable when there is none, and fails when the server errs", () => {
    expect(check("llms-txt", { llmsStatus: 404 }).status).toBe("notApplicable");
    expect(check("llms-txt", { llmsStatus: 500 }).status).toBe("fail");
    expect(check("llms-txt", { llmsStatus: null }).status).toBe("fail");
  });
});

describe("ai-directives", () => {
  it("labels noai and noimageai as non-standard", () => {
    const result = check("ai-directives", { html: '<meta name="robots" content="noai, noimageai">' });
    expect(result.displayValue).toBe("noai (non-standard), noimageai (non-standard)");
    expect(result.items.map((i) => [i.value, i.source])).toEqual([
      ["noai", '<meta name="robots">'],
      ["noimageai", '<meta name="robots">'],
    ]);
    expect(result.score).toBe(1);
  });

  it("reads the X-Robots-Tag header, with or without a crawler name, and says what nosnippet does", () => {
    const result = check("ai-directives", { headers: { "X-Robots-Tag": "googlebot: nosnippet" } });
    expect(result.items).toEqual([
      {
        value: "nosnippet",
        reason: "Google shows no snippet and does not use the page in AI Overviews or AI Mode",
        source: "X-Robots-Tag",
      },
    ]);
    expect(check("ai-directives", { headers: { "X-Robots-Tag": "max-snippet: 0" } }).items[0]!.value).toBe(
      "max-snippet:0",
    );
    expect(check("ai-directives", { headers: { "X-Robots-Tag": "max-snippet:50" } }).status).toBe("pass");
  });
});
