import { describe, expect, it } from "vitest";
import { EngineError } from "../../errors.js";
import { parseTargetUrl } from "./parse-target-url.js";

const publicOnly = { allowPrivateNetworks: false };

function codeOf(input: string, policy = publicOnly, base?: URL): string | undefined {
  try {
    parseTargetUrl(input, policy, base);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    return (error as EngineError).code;
  }
}

describe("parseTargetUrl", () => {
  it.each([
    ["https://example.com/", "https://example.com/"],
    ["HTTPS://EXAMPLE.COM/", "https://example.com/"],
    ["https://example.com:443/", "https://example.com/"],
    ["http://example.com:80/", "http://example.com/"],
    ["http://example.com:8080/", "http://example.com:8080/"],
    ["https://münchen.de/", "https://xn--mnchen-3ya.de/"],
    ["http://172.32.0.1/", "http://172.32.0.1/"],
    ["http://[2606:4700::6810:85e5]/", "http://[2606:4700::6810:85e5]/"],
    // For the WHATWG parser the host of both is example.com: the rest is fragment or path.
    ["http://example.com#@127.0.0.1/", "http://example.com/#@127.0.0.1/"],
    ["http://example.com\\@127.0.0.1/", "http://example.com/@127.0.0.1/"],
  ])("accepts %s", (input, href) => {
    expect(parseTargetUrl(input, publicOnly).href).toBe(href);
  });

  it.each([
    ["ftp://example.com/", "INVALID_URL"],
    ["file:///etc/passwd", "INVALID_URL"],
    ["gopher://example.com:70/_x", "INVALID_URL"],
    ["javascript:alert(1)", "INVALID_URL"],
    ["data:text/html,<p>x</p>", "INVALID_URL"],
    ["example.com", "INVALID_URL"],
    ["http://", "INVALID_URL"],
    ["http://user:pass@example.com/", "INVALID_URL"],
    ["http://evil@example.com/", "INVALID_URL"],
    [`http://example.com/${"a".repeat(2100)}`, "INVALID_URL"],
    [`http://${"a".repeat(64)}.com/`, "INVALID_URL"],
    ["http://425.510.425.510/", "INVALID_URL"],
    ["http://1.2.3.4.5/", "INVALID_URL"],
    ["http://example.com:22/", "BLOCKED_ADDRESS"],
    ["http://example.com:6379/", "BLOCKED_ADDRESS"],
    ["http://example.com:0/", "BLOCKED_ADDRESS"],
    ["http://example.com:65536/", "INVALID_URL"],
  ])("refuses %s with %s", (input, code) => {
    expect(codeOf(input)).toBe(code);
  });

  it("refuses a 100 kB URL without parsing it", () => {
    expect(codeOf(`http://example.com/${"x".repeat(100_000)}`)).toBe("INVALID_URL");
  });

  it("resolves a relative redirect target against the current URL and checks it", () => {
    const base = new URL("http://example.com/a/b");
    expect(parseTargetUrl("../c", publicOnly, base).href).toBe("http://example.com/c");
    expect(codeOf("//127.0.0.1/", publicOnly, base)).toBe("BLOCKED_ADDRESS");
    expect(codeOf("http://2130706433/", publicOnly, base)).toBe("BLOCKED_ADDRESS");
  });

  it("lets loopback, local names and any port through only when private networks are allowed", () => {
    const allow = { allowPrivateNetworks: true };
    expect(parseTargetUrl("http://127.0.0.1:3000/", allow).port).toBe("3000");
    expect(parseTargetUrl("http://localhost:9/", allow).hostname).toBe("localhost");
    expect(codeOf("http://127.0.0.1:3000/")).toBe("BLOCKED_ADDRESS");
    // Credentials and schemes stay refused even then.
    expect(codeOf("http://a:b@127.0.0.1/", allow)).toBe("INVALID_URL");
    expect(codeOf("file:///etc/passwd", allow)).toBe("INVALID_URL");
  });

  it("never echoes credentials in the error details", () => {
    try {
      parseTargetUrl("http://user:secret@example.com/", publicOnly);
    } catch (error) {
      expect(JSON.stringify((error as EngineError).toJSON())).not.toContain("secret");
      return;
    }
    throw new Error("expected a refusal");
  });
});
