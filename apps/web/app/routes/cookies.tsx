import { SitePageView } from "../features/legal/site-page-view";
import { loadSitePage } from "../features/legal/site-pages.server";
import { breadcrumbJsonLd, publicUrlAtBuild, seoMeta } from "../lib/seo";
import type { Route } from "./+types/cookies";

/** Build time only: content/pages/cookies.md rendered to HTML. */
export function loader() {
  return { publicUrl: publicUrlAtBuild(), page: loadSitePage("cookies") };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: loaderData.page.title,
    description: loaderData.page.description,
    path: "/cookies",
    publicUrl: loaderData.publicUrl,
    jsonLd: [breadcrumbJsonLd(loaderData.publicUrl, [["Cookie Policy", "/cookies"]])],
  });

/** /cookies (spec §2). */
export default function Cookies({ loaderData }: Route.ComponentProps) {
  return <SitePageView page={loaderData.page} showContents={false} />;
}
