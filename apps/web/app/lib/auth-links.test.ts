import { describe, expect, it } from "vitest";
import { authPathCarrying, authPathReturningTo } from "./auth-links";

describe("authPathCarrying", () => {
  it("carries the way back, the address and the Pro intent between register and login", () => {
    const search = "?redirectTo=%2Finvite%2Fabc&email=bo%40example.com&plan=premium";
    const carried = new URL(authPathCarrying("/login", search), "http://x.invalid");
    expect(carried.pathname).toBe("/login");
    expect(carried.searchParams.get("redirectTo")).toBe("/invite/abc");
    expect(carried.searchParams.get("email")).toBe("bo@example.com");
    expect(carried.searchParams.get("plan")).toBe("pro");
  });

  it("drops a way back to another site, and adds nothing when there is nothing to carry", () => {
    expect(authPathCarrying("/register", "?redirectTo=%2F%2Fevil.example")).toBe("/register");
    expect(authPathCarrying("/register", "")).toBe("/register");
    expect(authPathCarrying("/login", "?plan=pro&utm=x")).toBe("/login?plan=pro");
    expect(authPathCarrying("/login", "?plan=basic")).toBe("/login");
  });
});

describe("authPathReturningTo", () => {
  it("builds a link that comes back to the invitation, prefilled with its address", () => {
    const url = new URL(
      authPathReturningTo("/register", "/invite/t0k", "ana+x@example.com"),
      "http://x.invalid",
    );
    expect(url.searchParams.get("redirectTo")).toBe("/invite/t0k");
    expect(url.searchParams.get("email")).toBe("ana+x@example.com");
    expect(authPathReturningTo("/login", "/invite/t0k")).toBe("/login?redirectTo=%2Finvite%2Ft0k");
  });
});
