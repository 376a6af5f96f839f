import { DashboardScreen } from "../features/dashboard/dashboard-screen";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Dashboard") }];

/** /dashboard: where a signed-in member lands. */
export default function Dashboard() {
  return <DashboardScreen />;
}
