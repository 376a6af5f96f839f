import { Link } from "react-router";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";

/** Shown to a member who does not run the server (no Stripe, no payment link: 501). */
export const PAYMENTS_NOT_SET_UP = "Payments are not set up on this server. Ask your administrator.";

/** Shown to the person who runs it (the first account, ADR 021): they are the administrator. */
export const YOU_SET_THE_LIMITS =
  "This server takes no payments, and you run it: you can lift its limits yourself.";

/** Where the docs explain the three ways (content/pages/docs.md). */
export const PLAN_LIMITS_DOCS = "/docs#plan-limits-on-your-own-server";

const CODE = "rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] break-all text-slate-800";

/**
 * Why 'Upgrade Now' is disabled on a server without payments. A member is sent to the
 * administrator; the administrator, who would otherwise be sent to themselves, is told how limits
 * are lifted on their own server: BILLING=off, `ranklens users set-plan`, or payments.
 */
export function PaymentsNotSetUp({
  id,
  administrator,
  email,
}: {
  /** The element that describes the disabled button (aria-describedby). */
  id: string;
  administrator: boolean;
  /** The signed-in user's e-mail, filled into the set-plan command. */
  email: string | undefined;
}) {
  if (!administrator) {
    return (
      <p id={id} className="text-sm text-slate-600">
        {PAYMENTS_NOT_SET_UP}
      </p>
    );
  }
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p id={id}>{YOU_SET_THE_LIMITS}</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          No plans at all: start it with <code className={CODE}>BILLING=off</code>. Every workspace gets the
          Pro plan's allowances.
        </li>
        <li>
          Pro for your own workspace: run{" "}
          <code className={CODE}>npx ranklens users set-plan {email ?? "<your e-mail>"} pro</code> on the
          server.
        </li>
        <li>
          Take payments: set <code className={CODE}>STRIPE_SECRET_KEY</code> and{" "}
          <code className={CODE}>STRIPE_PRICE_ID</code>, or <code className={CODE}>PAYMENT_LINK_URL</code>.
        </li>
      </ul>
      <p>
        <Link
          to={PLAN_LIMITS_DOCS}
          className={cn("rounded font-medium text-indigo-700 underline underline-offset-2", FOCUS_RING)}
        >
          Plan limits on your own server (docs)
        </Link>
      </p>
    </div>
  );
}
