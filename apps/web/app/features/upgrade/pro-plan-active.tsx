import { Link } from "react-router";
import { buttonClassName } from "../../components/ui/button";

/** Under "You're on Pro": that the plan is active, how to cancel and what to use it for, instead of a button to buy it again. */
export function ProPlanActive() {
  return (
    <div className="space-y-4 rounded-md bg-green-50 p-4 text-sm text-green-900">
      <p>
        <span className="font-semibold">Your Pro plan is active.</span> Thank you for your support!
      </p>
      {/* "Cancel anytime" needs a way: RankLens has no cancel button, so say who cancels. */}
      <p>
        To cancel, send a message through the{" "}
        <Link to="/contact" className="font-medium underline underline-offset-2">
          contact page
        </Link>
        ; you keep Pro until the subscription ends.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/analyzer" className={buttonClassName("primary", "md")}>
          Analyze a website
        </Link>
        <Link to="/settings#api-keys" className={buttonClassName("secondary", "md")}>
          Create an API key
        </Link>
      </div>
    </div>
  );
}
