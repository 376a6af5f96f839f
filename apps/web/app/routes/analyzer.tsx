import { PageHeader } from "../components/app/page-header";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/analyzer";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("SEO Analyzer") }];

/** Placeholder until this screen is built. */
export default function Page() {
  return (
    <PageHeader
      title="SEO Analyzer"
      description="Analyze any web page for SEO and compare it with competitors."
    />
  );
}
