/**
 * A visitor who comes from a "Pro" call to action (`/register?plan=pro`, or the
 * older `plan=premium`) should see the upgrade page right after signing in,
 * whatever way they take: registering then signing in, following "Sign in"
 * because they already have an account, or arriving already signed in. The
 * upgrade page then says whether and how this server takes payments. The
 * intent travels in the query between /register and /login, and is
 * remembered in localStorage across registering and the first sign-in
 * (two separate page visits).
 */
import { browserStorage, type KeyValueStore } from "./browser-storage";

export const PLAN_INTENT_STORAGE_KEY = "ranklens.planIntent";

/** The paid plan asked for in a register URL's query, or null. */
export function planIntentFromSearch(search: string): "pro" | null {
  const plan = new URLSearchParams(search).get("plan")?.trim().toLowerCase();
  return plan === "pro" || plan === "premium" ? "pro" : null;
}

/** Where a visitor goes once signed in: /upgrade when they came for Pro, else `fallback`. */
export function afterSignInPath(search: string, fallback: string): string {
  return planIntentFromSearch(search) ? "/upgrade" : fallback;
}

/** Remembers that the visitor wants the Pro plan. */
export function rememberPlanIntent(store: KeyValueStore | null = browserStorage()): void {
  try {
    store?.setItem(PLAN_INTENT_STORAGE_KEY, "pro");
  } catch {
    // Storage full or blocked: the user can still reach /upgrade from the sidebar.
  }
}

/** Returns whether a Pro intent was remembered, and forgets it (it applies to one sign-in only). */
export function takePlanIntent(store: KeyValueStore | null = browserStorage()): boolean {
  try {
    const wanted = store?.getItem(PLAN_INTENT_STORAGE_KEY) === "pro";
    store?.removeItem(PLAN_INTENT_STORAGE_KEY);
    return wanted;
  } catch {
    return false;
  }
}
