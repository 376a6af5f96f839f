import { describe, expect, it } from "vitest";
import { hostOf, safeHttpUrl } from "./safe-http-url";

describe("safeHttpUrl", () => {
  it("keeps absolute http and https URLs", () => {
    expect(safeHttpUrl("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(safeHttpUrl("http://127.0.0.1:8080/thin")).toBe("http://127.0.0.1:8080/thin");
  });

  it("refuses script, data and other schemes, relative and broken URLs", () => {
    expect(safeHttpUrl("javascript:alert(1)")).toBeNull();
    expect(safeHttpUrl(" JavaScript:alert(1)")).toBeNull();
    expect(safeHttpUrl("data:text/html,<script>alert(1)</script>")).toBeNull();
    expect(safeHttpUrl("ftp://example.com/")).toBeNull();
    expect(safeHttpUrl("/relative")).toBeNull();
    expect(safeHttpUrl("not a url")).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });

  it("names the host of a link, or returns other text unchanged", () => {
    expect(hostOf("https://www.example.com:8443/x")).toBe("www.example.com:8443");
    expect(hostOf("javascript:alert(1)")).toBe("javascript:alert(1)");
  });
});
