import { AnalyzerScreen } from "../features/analyzer/analyzer-screen";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/analyzer";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("SEO Analyzer") }];

/** /analyzer: the form and the history. */
export default function Page() {
  return <AnalyzerScreen />;
}
