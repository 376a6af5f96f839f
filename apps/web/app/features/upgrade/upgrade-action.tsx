import type { SystemInfo } from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ExternalLink, ShieldCheck } from "lucide-react";
import { useRef, useState } from "react";
import { PermissionNote } from "../../components/app/permission-note";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-error";
import { startCheckout } from "../../lib/billing-api";
import { queryKeys } from "../../lib/query-keys";
import { useCan } from "../../lib/use-can";
import { openCheckout, openPendingTab, type PendingTab } from "./open-checkout";
import { PaymentsNotSetUp } from "./payments-not-set-up";

/** Shown only under a working 'Upgrade Now': where there is no payment, there is nothing to cancel. */
export const SECURE_PAYMENT = "Secure payment processing by a payment provider. Cancel anytime.";

/**
 * 'Upgrade Now': asks the server for a checkout (POST /api/v1/billing/checkout)
 * and goes there, with the secure-payment line under it. Without payments set
 * up the button is disabled and says why, and nothing talks about paying.
 */
export function UpgradeAction({
  system,
  loading,
  email,
}: {
  system: SystemInfo | undefined;
  loading: boolean;
  /** The signed-in user's e-mail (the administrator's set-plan command names it). */
  email: string | undefined;
}) {
  const queryClient = useQueryClient();
  const pendingTab = useRef<PendingTab | null>(null);
  // The server can know better than /system (e.g. a payment link removed since): its 501 wins.
  const [notConfigured, setNotConfigured] = useState(false);
  // The plan is the workspace's: only its owners pay for it.
  const billing = useCan("billing.manage");

  const checkout = useMutation({
    mutationFn: startCheckout,
    onSuccess: (result) => {
      openCheckout(result, window, pendingTab.current);
      pendingTab.current = null;
    },
    onError: (error) => {
      pendingTab.current?.close();
      pendingTab.current = null;
      if (error instanceof ApiError && error.status === 501) setNotConfigured(true);
      // 409: already on Pro (upgraded in another tab, or by the operator); the page then shows so.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.account });
      }
    },
  });

  if (loading) return <Spinner className="size-6 text-indigo-600" label="Loading payment options" />;

  if (system && !system.billing.enabled) {
    return (
      <p className="rounded-md bg-indigo-50 p-4 text-sm text-indigo-900">
        Billing is turned off on this server, so every account already has unlimited analyses and API access.
        There is nothing to pay.
      </p>
    );
  }

  if (notConfigured || system?.billing.checkout === "none") {
    return (
      <div className="space-y-3">
        <Button size="lg" className="w-full" disabled aria-describedby="upgrade-unavailable">
          Upgrade Now
        </Button>
        <PaymentsNotSetUp
          id="upgrade-unavailable"
          administrator={system?.administrator ?? false}
          email={email}
        />
      </div>
    );
  }

  const opensNewTab = system?.billing.checkout === "payment-link";
  const failure = checkoutFailure(checkout.error);
  // A Stripe Checkout replaces this page, so the button stays busy until it does.
  const leaving = checkout.isSuccess && checkout.data.kind === "stripe";

  return (
    <div className="space-y-3">
      <Button
        size="lg"
        className="w-full"
        loading={checkout.isPending || leaving}
        loadingLabel="Opening checkout..."
        disabled={!billing.allowed}
        title={billing.reason ?? undefined}
        onClick={() => {
          // Must happen before any await, or the browser treats the tab as an unwanted popup.
          if (opensNewTab) pendingTab.current = openPendingTab();
          checkout.mutate();
        }}
      >
        Upgrade Now
        {opensNewTab ? (
          <>
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </>
        ) : null}
      </Button>
      <PermissionNote permission={billing} />
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      {!system ? (
        <p className="text-sm text-slate-600">Payment options could not be loaded; you can still try.</p>
      ) : null}
      <p className="flex items-start gap-2 pt-3 text-sm text-slate-600">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {SECURE_PAYMENT}
      </p>
    </div>
  );
}

/** What to say when the checkout could not start; null when another part of the page already answers (409, 501). */
function checkoutFailure(error: Error | null): string | null {
  if (!error) return null;
  if (!(error instanceof ApiError)) return "The checkout could not be started. Please try again.";
  return error.status === 409 || error.status === 501 ? null : error.message;
}
