import { analyzeHtmlSync } from "@ranklens/engine";
import { it } from "vitest";
import { renderPage, REWRITTEN_PARAGRAPHS } from "./monitored-site";
it("scores", () => {
  for (const [name, page] of Object.entries({ base: {}, neglected: { neglected: true }, canon: { canonical: "http://127.0.0.1:1/other" }, rewrite: { paragraphs: REWRITTEN_PARAGRAPHS }, noindex: {noindex: true} })) {
    const r = analyzeHtmlSync(renderPage("/score", page), { url: "http://127.0.0.1:1/score" } as never);
    console.log(name, r.contentScore, r.checks.filter((c) => c.status === "fail").map((c) => c.id).join(","));
  }
});
