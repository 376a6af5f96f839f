import { describe, expect, it } from "vitest";
import { analyzeHtmlSync } from "../analyze";

describe("ways of failing (the site audit lists each as its own issue)", () => {
  const check = (html: string, id: string) =>
    analyzeHtmlSync(html, { url: "https://a.example/" }).checks.find((c) => c.id === id)!;
  const description = (n: number) => `<meta name="description" content="${"d".repeat(n)}">`;

  it("says whether a title or a description is too short or too long, and whether the H1 is missing or repeated", () => {
    expect(check("<title>Shop</title>", "title-length").variant).toBe("too-short");
    expect(check(`<title>${"x".repeat(61)}</title>`, "title-length").variant).toBe("too-long");
    // The CJK title above is 35 characters, within 30–60, but too wide: too long.
    expect(
      check(
        "<title>宇航员在国际空间站工作时研究酒精在太空中的影响以及人类长期生活的各种问题和挑战</title>",
        "title-length",
      ).variant,
    ).toBe("too-long");
    expect(check(description(40), "meta-description-length").variant).toBe("too-short");
    expect(check(description(200), "meta-description-length").variant).toBe("too-long");
    expect(check("<p>no heading</p>", "single-h1").variant).toBe("missing");
    expect(check("<h1></h1>", "single-h1").variant).toBe("missing");
    expect(check("<h1>A</h1><h1>B</h1>", "single-h1").variant).toBe("multiple");
  });

  it("says whether a canonical is relative, on another domain, or invalid", () => {
    const canonical = (href: string) => check(`<link rel="canonical" href="${href}">`, "canonical");
    expect(canonical("/other")).toMatchObject({ status: "fail", variant: "relative" });
    expect(canonical("https://b.example/page")).toMatchObject({ status: "warn", variant: "cross-domain" });
    expect(
      check(
        '<link rel="canonical" href="https://a.example/"><link rel="canonical" href="https://a.example/x">',
        "canonical",
      ).variant,
    ).toBe("invalid");
  });

  it("adds no variant to a passing check or to a check with one way to fail", () => {
    expect(
      check("<title>A title of a sensible length for results</title>", "title-length"),
    ).not.toHaveProperty("variant");
    expect(check("<p>x</p>", "document-title")).not.toHaveProperty("variant");
  });
});
