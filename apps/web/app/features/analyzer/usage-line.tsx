import type { Usage } from "@ranklens/shared";
import { Link } from "react-router";
import { cn } from "../../lib/cn";

/** The words of the usage line: "3 of 5 analyses used this month", or "Unlimited analyses". */
export function usageText(usage: Usage): string {
  if (usage.limit === null) return "Unlimited analyses";
  return `${usage.used} of ${usage.limit} analyses used this month`;
}

/** This month's analysis count under the form, with a way to get more when the allowance is spent. */
export function UsageLine({ usage }: { usage: Usage }) {
  const spent = usage.limit !== null && usage.used >= usage.limit;
  const resets = new Date(usage.resetsAt);
  return (
    <p className={cn("text-sm", spent ? "text-amber-800" : "text-slate-600")}>
      {usageText(usage)}
      {spent && !Number.isNaN(resets.getTime()) ? (
        <>
          {" "}
          · resets on{" "}
          <time dateTime={usage.resetsAt}>
            {resets.toLocaleDateString(undefined, { month: "long", day: "numeric", timeZone: "UTC" })}
          </time>
        </>
      ) : null}
      {usage.limit !== null ? (
        <>
          {" · "}
          <Link to="/upgrade" className="font-medium text-indigo-700 underline-offset-2 hover:underline">
            Upgrade for unlimited analyses
          </Link>
        </>
      ) : null}
    </p>
  );
}
