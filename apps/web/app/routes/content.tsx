import { PageHeader } from "../components/app/page-header";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/content";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Content") }];

/** Placeholder until this screen is built. */
export default function Page() {
  return (
    <PageHeader title="Content" description="Your content library, with every draft and published piece." />
  );
}
