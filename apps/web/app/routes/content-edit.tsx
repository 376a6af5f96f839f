import { PageHeader } from "../components/app/page-header";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/content-edit";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Edit Content") }];

/** Placeholder until this screen is built. */
export default function Page() {
  return (
    <PageHeader
      title="Edit Content"
      description="Edit this content item, check its analysis and ask the assistant for improvements."
    />
  );
}
