import { SitePageView } from "../features/legal/site-page-view";
import { loadSitePage } from "../features/legal/site-pages.server";
import { breadcrumbJsonLd, publicUrlAtBuild, seoMeta } from "../lib/seo";
import type { Route } from "./+types/terms";

/** Build time only: content/pages/terms.md rendered to HTML. */
export function loader() {
  return { publicUrl: publicUrlAtBuild(), page: loadSitePage("terms") };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: loaderData.page.title,
    description: loaderData.page.description,
    path: "/terms",
    publicUrl: loaderData.publicUrl,
    jsonLd: [breadcrumbJsonLd(loaderData.publicUrl, [["Terms of Service", "/terms"]])],
  });

/** /terms (spec §2). */
export default function Terms({ loaderData }: Route.ComponentProps) {
  return <SitePageView page={loaderData.page} showContents={false} />;
}
