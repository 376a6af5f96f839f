import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isEngineError } from "../errors";
import { analyzeUrl } from "./analyze";
import { type LocalServer, startLocalServer } from "./gather/gather-test-kit";

const ARTICLE = `<title>Garden hoses</title><p>${"Garden hoses carry water to the beds. ".repeat(5)}</p>`;

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    const html = (status: number, body: string) =>
      response.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(body);
    switch (request.url) {
      case "/":
        return html(200, ARTICLE);
      case "/gone":
        return html(
          404,
          "<title>Page not found</title><h1>Not found</h1><p>Sorry, this page does not exist.</p>",
        );
      case "/broken":
        return html(503, "<title>Down for maintenance</title><p>We will be back soon.</p>");
      case "/title-only":
        return html(
          200,
          "<html><head><title>A fine title</title></head><body> <script>app()</script> </body></html>",
        );
      default:
        return html(200, "");
    }
  });
});
afterAll(() => server.close());

const options = { allowPrivateNetworks: true, fetchRobotsTxt: false };

async function failureOf(url: string) {
  try {
    await analyzeUrl(url, options);
  } catch (error) {
    if (isEngineError(error)) return error;
    throw error;
  }
  throw new Error(`${url} was analysed`);
}

describe("analyzeUrl on error and empty pages", () => {
  it("reports an HTTP 4xx or 5xx answer as HTTP_ERROR with the status, not as a page", async () => {
    const gone = await failureOf(server.url("/gone"));
    expect(gone.code).toBe("HTTP_ERROR");
    expect(gone.details).toEqual({ url: server.url("/gone"), status: 404 });
    expect((await failureOf(server.url("/broken"))).details.status).toBe(503);
  });

  it("reports a page without body text as NO_CONTENT, whatever its title", async () => {
    const empty = await failureOf(server.url("/title-only"));
    expect(empty.code).toBe("NO_CONTENT");
    expect(empty.message).toBe("No content found on the webpage. Please check the URL and try again.");
  });

  it("analyses a good page, and a competitor's error page becomes its entry's error", async () => {
    const report = await analyzeUrl(server.url("/"), { ...options, competitors: [server.url("/gone")] });
    expect(report.status).toBe(200);
    expect(report.competitors[0]!.error).toMatchObject({ code: "HTTP_ERROR" });
  });
});
