import type { CrawlFetcher, FetchedFile } from "@ranklens/engine";
import { describe, expect, it } from "vitest";
import { checkStartVariants, startVariants } from "./start-variants";

describe("the start URL's twin addresses", () => {
  it("are its site's root over http and https, with and without www.", () => {
    expect(startVariants("https://www.example.com/docs/")).toEqual([
      "https://example.com/",
      "http://example.com/",
      "http://www.example.com/",
    ]);
    expect(startVariants("http://example.com/")).toEqual([
      "https://example.com/",
      "https://www.example.com/",
      "http://www.example.com/",
    ]);
  });

  it("are none for an explicit port, an IP address or a single-label host", () => {
    expect(startVariants("http://127.0.0.1:8080/")).toEqual([]);
    expect(startVariants("https://example.com:8443/")).toEqual([]);
    expect(startVariants("http://192.0.2.7/")).toEqual([]);
    expect(startVariants("http://[2001:db8::1]/")).toEqual([]);
    expect(startVariants("http://intranet/")).toEqual([]);
  });
});

describe("checkStartVariants", () => {
  /** The crawl's fetcher as the check sees it: where each address ends after redirects (scripted). */
  const fetcherAnswering = (answers: Record<string, Partial<FetchedFile>>): CrawlFetcher => ({
    fetch: () => Promise.reject(new Error("not used")),
    close: async () => {},
    fetchFile: async (url) => ({
      url,
      finalUrl: url,
      status: null,
      bytes: null,
      truncated: false,
      contentType: null,
      ...answers[url],
    }),
  });

  it("records where the start's root and each twin end, and why a twin gave no answer", async () => {
    const fetcher = fetcherAnswering({
      "https://example.com/": { status: 200, finalUrl: "https://www.example.com/" },
      "https://www.example.com/": { status: 200 },
      "http://example.com/": { status: 200, finalUrl: "https://www.example.com/" },
      "http://www.example.com/": { status: 200 },
    });
    const answered = await checkStartVariants(fetcher, "https://www.example.com/start");
    expect(answered).toEqual([
      {
        url: "https://www.example.com/",
        isStart: true,
        status: 200,
        finalOrigin: "https://www.example.com",
        error: null,
      },
      {
        url: "https://example.com/",
        isStart: false,
        status: 200,
        finalOrigin: "https://www.example.com",
        error: null,
      },
      {
        url: "http://example.com/",
        isStart: false,
        status: 200,
        finalOrigin: "https://www.example.com",
        error: null,
      },
      // Served over plain http without a redirect: the finding the site check reports.
      {
        url: "http://www.example.com/",
        isStart: false,
        status: 200,
        finalOrigin: "http://www.example.com",
        error: null,
      },
    ]);
  });

  it("fetches nothing for a local address", async () => {
    const fetcher = fetcherAnswering({});
    fetcher.fetchFile = () => Promise.reject(new Error("must not fetch"));
    expect(await checkStartVariants(fetcher, "http://127.0.0.1:3000/")).toEqual([]);
  });
});
