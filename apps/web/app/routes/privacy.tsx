import { SitePageView } from "../features/legal/site-page-view";
import { loadSitePage } from "../features/legal/site-pages.server";
import { breadcrumbJsonLd, publicUrlAtBuild, seoMeta } from "../lib/seo";
import type { Route } from "./+types/privacy";

/** Build time only: content/pages/privacy.md rendered to HTML. */
export function loader() {
  return { publicUrl: publicUrlAtBuild(), page: loadSitePage("privacy") };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: loaderData.page.title,
    description: loaderData.page.description,
    path: "/privacy",
    publicUrl: loaderData.publicUrl,
    jsonLd: [breadcrumbJsonLd(loaderData.publicUrl, [["Privacy Policy", "/privacy"]])],
  });

/** /privacy (spec §2). */
export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <SitePageView page={loaderData.page} showContents={false} />;
}
