import { AnalyzerScreen } from "../features/analyzer/analyzer-screen";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/analyzer-report";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("SEO Report") }];

/** /analyzer/:id: one stored report, with the form (pre-filled to run it again) and the history. */
export default function Page({ params }: Route.ComponentProps) {
  return <AnalyzerScreen analysisId={params.id} />;
}
