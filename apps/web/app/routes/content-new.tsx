import { PageHeader } from "../components/app/page-header";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/content-new";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("New Content") }];

/** Placeholder until this screen is built. */
export default function Page() {
  return (
    <PageHeader
      title="New Content"
      description="Write a new piece of content with live SEO and readability analysis."
    />
  );
}
