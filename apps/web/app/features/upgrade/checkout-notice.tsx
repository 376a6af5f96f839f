import { CheckCircle2, Info } from "lucide-react";
import { Spinner } from "../../components/ui/spinner";

/** How the user came back from the payment provider (`/upgrade?checkout=…`). */
export type CheckoutReturn = "success" | "cancelled";

/** Reads `?checkout=` into a {@link CheckoutReturn}; anything else is no return. */
export function checkoutReturnOf(value: string | null): CheckoutReturn | null {
  return value === "success" || value === "cancelled" ? value : null;
}

/**
 * The notice above the plan after a checkout: thanks while the payment is
 * being confirmed (the plan changes when the provider's webhook arrives, not
 * when the browser comes back), then confirmation; a neutral word on cancel.
 */
export function CheckoutNotice({
  outcome,
  isPro,
  gaveUp,
}: {
  outcome: CheckoutReturn;
  isPro: boolean;
  gaveUp: boolean;
}) {
  if (outcome === "cancelled") {
    return (
      <p role="status" className="flex items-start gap-2 rounded-md bg-slate-100 p-4 text-sm text-slate-800">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Checkout cancelled. You have not been charged, and you can upgrade whenever you like.
      </p>
    );
  }
  return (
    <div role="status" className="rounded-md bg-green-50 p-4 text-sm text-green-900">
      <p className="flex items-start gap-2 font-medium">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {isPro
          ? "Thanks! Your Pro plan is active."
          : "Thanks! Your Pro plan is active as soon as the payment is confirmed."}
      </p>
      {isPro ? null : gaveUp ? (
        <p className="mt-2 pl-6">
          The confirmation is taking longer than usual. Reload this page in a minute; if your plan is still
          Basic, contact your administrator.
        </p>
      ) : (
        <p className="mt-2 flex items-center gap-2 pl-6 text-green-800">
          <Spinner className="size-4" />
          Waiting for the confirmation…
        </p>
      )}
    </div>
  );
}
