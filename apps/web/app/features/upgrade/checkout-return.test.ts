import { describe, expect, it } from "vitest";
import { checkoutReturnOf } from "./checkout-notice";

describe("checkoutReturnOf", () => {
  it("knows the two ways back from a checkout and nothing else", () => {
    expect(checkoutReturnOf("success")).toBe("success");
    expect(checkoutReturnOf("cancelled")).toBe("cancelled");
    expect(checkoutReturnOf("SUCCESS")).toBeNull();
    expect(checkoutReturnOf("")).toBeNull();
    expect(checkoutReturnOf(null)).toBeNull();
  });
});
