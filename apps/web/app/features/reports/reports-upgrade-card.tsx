import { FileChartColumn } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";

/**
 * What a workspace without Pro sees instead of the report designer: what custom reports are, the
 * way to upgrade, and the weekly summary e-mail its members get anyway (Basic's "Email reports").
 */
export function ReportsUpgradeCard() {
  return (
    <Card className="text-center">
      <FileChartColumn className="mx-auto size-10 text-indigo-600" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">Custom reports are part of the Pro plan.</h2>
      <p className="mx-auto mt-2 max-w-prose text-sm text-slate-600">
        With Pro you choose a site, a project and a period, pick the sections and their order, and get the
        same report as a PDF, a self-contained HTML file and CSVs, e-mailed on a schedule or shared through a
        read-only link, with your own name, logo and colour.
      </p>
      <Link to="/upgrade" className={buttonClassName("primary", "md", "mt-5")}>
        Upgrade to Pro
      </Link>
      <p className="mx-auto mt-6 max-w-prose border-t border-slate-200 pt-4 text-sm text-slate-700">
        Every member of this workspace gets a weekly summary e-mail of its projects and sites on Mondays. Each
        member can switch it off in{" "}
        <Link to="/settings" className={cn("font-medium text-indigo-700 hover:underline", FOCUS_RING)}>
          Settings → Email Notifications
        </Link>
        .
      </p>
    </Card>
  );
}
