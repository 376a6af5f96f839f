import { EngineError } from "@ranklens/engine";
import { MESSAGES } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import { analysisError } from "./analysis-error";

const message = (error: EngineError) => analysisError(error).message;

describe("analysisError says what happened to the page", () => {
  it("tells a missing page, a refusal and a failing site apart by their status", () => {
    const status = (code: number) =>
      message(new EngineError("HTTP_ERROR", "", { status: code, url: "https://a.example/x" }));
    expect(status(404)).toBe(
      "The website answered 404 Not Found: there is no page at this address. Please check the URL and try again.",
    );
    expect(status(403)).toMatch(
      /^The website answered 403 Forbidden: it does not let RankLens read this page/,
    );
    expect(status(503)).toMatch(
      /^The website answered 503 Service Unavailable: the website is failing or overloaded/,
    );
    expect(status(429)).toMatch(/^The website answered 429 Too Many Requests: it asks for fewer requests/);
    expect(status(418)).toMatch(
      /^The website answered 418 I'm a Teapot: it sent an error instead of the page/,
    );
  });

  it("names a host that does not resolve, and a server that does not accept the connection", () => {
    expect(message(new EngineError("DNS_FAILURE", "", { host: "no-such-shop.example" }))).toBe(
      "No website answers to no-such-shop.example: the name does not exist, or its DNS is not answering. Please check the address for typos.",
    );
    expect(message(new EngineError("CONNECT_FAILED", "", { url: "http://a.example:1/" }))).toMatch(
      /^The website's server did not accept the connection/,
    );
  });

  it("keeps the spec's general message where the server cannot say more, and marks every case expected", () => {
    expect(message(new EngineError("HTTP_ERROR", "", {}))).toBe(MESSAGES.websiteUnreachable);
    expect(message(new EngineError("DNS_FAILURE", "", {}))).toBe(MESSAGES.websiteUnreachable);
    expect(analysisError(new EngineError("CONNECT_FAILED", "", {})).expected).toBe(true);
  });
});
