import { describe, expect, it } from "vitest";
import { allowedOrigins } from "./allowed-origins";

describe("allowedOrigins", () => {
  it("is PUBLIC_URL's origin, without path or trailing slash", () => {
    expect(allowedOrigins("https://seo.example.com/app/")).toEqual(["https://seo.example.com"]);
  });

  it("also accepts 127.0.0.1 for the default localhost URL", () => {
    expect(allowedOrigins("http://localhost:3000")).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
    ]);
  });

  it("adds nothing for other hosts that merely contain 'localhost'", () => {
    expect(allowedOrigins("http://localhost.example.com:8080")).toEqual([
      "http://localhost.example.com:8080",
    ]);
  });
});
