import type { SystemInfo } from "@ranklens/shared";
import { ExternalLink } from "lucide-react";
import { Button, buttonClassName } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";

/**
 * 'Upgrade Now': the operator's payment link, opened in a new tab. Without one
 * the button is disabled and says why, instead of leading nowhere.
 */
export function UpgradeAction({ system, loading }: { system: SystemInfo | undefined; loading: boolean }) {
  if (loading) return <Spinner className="size-6 text-indigo-600" label="Loading payment options" />;

  if (system && !system.billing.enabled) {
    return (
      <p className="rounded-md bg-indigo-50 p-4 text-sm text-indigo-900">
        Billing is turned off on this server, so every account already has unlimited use. There is nothing to
        pay.
      </p>
    );
  }

  const link = system?.billing.paymentLinkUrl;
  if (link) {
    return (
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClassName("primary", "lg", "w-full")}
      >
        Upgrade Now
        <ExternalLink className="size-4" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }

  return (
    <div className="space-y-3">
      <Button size="lg" className="w-full" disabled aria-describedby="upgrade-unavailable">
        Upgrade Now
      </Button>
      <p id="upgrade-unavailable" className="text-sm text-slate-600">
        {system
          ? "Online payment is not set up on this server yet. Please ask your administrator to upgrade your account."
          : "Payment options could not be loaded. Please reload the page."}
      </p>
    </div>
  );
}
