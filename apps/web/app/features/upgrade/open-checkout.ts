import type { Checkout } from "@ranklens/shared";

/** The parts of `window` that {@link openCheckout} needs, so tests can pass a fake. */
export interface CheckoutWindow {
  location: { assign(url: string): void };
}

/** The parts of a browser tab opened ahead of time that {@link openCheckout} uses. */
export interface PendingTab {
  location: { href: string };
  close(): void;
}

/**
 * Sends the user to a checkout. A Stripe Checkout Session continues in this
 * tab (Stripe brings the user back to /upgrade). A payment link opens in a new
 * tab, as the spec asks: `pendingTab` was opened synchronously on the click,
 * because browsers block a window opened after an `await`. Without such a tab
 * (a popup blocker won anyway) the link opens here rather than nowhere.
 */
export function openCheckout(checkout: Checkout, win: CheckoutWindow, pendingTab: PendingTab | null): void {
  if (checkout.kind === "payment-link" && pendingTab) {
    pendingTab.location.href = checkout.url;
    return;
  }
  pendingTab?.close();
  win.location.assign(checkout.url);
}

/**
 * Opens an empty tab for a payment link while the click still counts as a user
 * gesture, cut off from this page (`opener = null`) before it loads anything.
 */
export function openPendingTab(): PendingTab | null {
  const tab = window.open("about:blank", "_blank");
  if (!tab) return null;
  tab.opener = null;
  return tab;
}
