import { describe, expect, it } from "vitest";
import { analyzeHtmlSync } from "../../analyze";

const adviceOf = (html: string, headers?: Record<string, string>) =>
  analyzeHtmlSync(html, { url: "https://a.example/", headers }).checks.find((c) => c.id === "html-lang")!
    .advice;

describe("html-lang advice", () => {
  it("quotes the language the text is in, not a one-size 'en'", () => {
    const chinese = "<p>我们的宇航员在国际空间站工作，他们研究酒精在太空中的影响。</p>";
    expect(adviceOf(chinese)).toBe(
      'Add the page language to the root element: <html lang="zh"> (the text is Chinese).',
    );
    const spanish =
      "<p>El conflicto de los pueblos indígenas con el Estado por las tierras del sur es uno de los más largos de la región.</p>";
    expect(adviceOf(spanish)).toContain('<html lang="es">');
  });

  it("quotes the Content-Language header when the page sends one", () => {
    expect(adviceOf("<p>Xbox PlayStation</p>", { "Content-Language": "de-AT" })).toContain(
      '<html lang="de-AT">',
    );
  });

  it("gives examples when nothing shows the language", () => {
    expect(adviceOf("<p>Xbox PlayStation Nintendo</p>")).toBe(
      'Add the page language to the root element, e.g. <html lang="en"> for English or <html lang="de"> for German.',
    );
  });
});
