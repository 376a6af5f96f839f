import { describe, expect, it } from "vitest";
import { openCheckout, type PendingTab } from "./open-checkout";

function fakeWindow() {
  const assigned: string[] = [];
  return { assigned, win: { location: { assign: (url: string) => void assigned.push(url) } } };
}

function fakeTab(): PendingTab & { closed: boolean } {
  return {
    closed: false,
    location: { href: "about:blank" },
    close() {
      this.closed = true;
    },
  };
}

describe("openCheckout", () => {
  it("continues a Stripe Checkout in this tab and closes a tab opened ahead of time", () => {
    const { assigned, win } = fakeWindow();
    const tab = fakeTab();
    openCheckout({ kind: "stripe", url: "https://checkout.stripe.com/c/pay/cs_1" }, win, tab);
    expect(assigned).toEqual(["https://checkout.stripe.com/c/pay/cs_1"]);
    expect(tab.closed).toBe(true);
    expect(tab.location.href).toBe("about:blank");
  });

  it("loads a payment link in the new tab and leaves this page where it is", () => {
    const { assigned, win } = fakeWindow();
    const tab = fakeTab();
    openCheckout({ kind: "payment-link", url: "https://pay.example/link" }, win, tab);
    expect(tab.location.href).toBe("https://pay.example/link");
    expect(tab.closed).toBe(false);
    expect(assigned).toEqual([]);
  });

  it("opens a payment link here when the new tab was blocked", () => {
    const { assigned, win } = fakeWindow();
    openCheckout({ kind: "payment-link", url: "https://pay.example/link" }, win, null);
    expect(assigned).toEqual(["https://pay.example/link"]);
  });
});
