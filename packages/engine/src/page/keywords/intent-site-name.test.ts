import { describe, expect, it } from "vitest";
import { siteNameOfHost } from "./intent-site-name";

describe("siteNameOfHost", () => {
  it("gives the label a site is registered under, as a searcher types it", () => {
    expect(siteNameOfHost("www.amazon.de")).toBe("amazon");
    expect(siteNameOfHost("www.firefox.com")).toBe("firefox");
    expect(siteNameOfHost("docs.python.org")).toBe("python");
  });

  it("looks past the second-level labels of country domains", () => {
    expect(siteNameOfHost("news.bbc.co.uk")).toBe("bbc");
    expect(siteNameOfHost("www.amazon.com.au")).toBe("amazon");
    expect(siteNameOfHost("www.yahoo.co.jp")).toBe("yahoo");
  });

  it("gives no name for addresses and one-label hosts", () => {
    expect(siteNameOfHost("127.0.0.1")).toBeNull();
    expect(siteNameOfHost("[::1]")).toBeNull();
    expect(siteNameOfHost("localhost")).toBeNull();
  });
});
