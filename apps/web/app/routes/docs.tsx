import { SitePageView } from "../features/legal/site-page-view";
import { loadSitePage } from "../features/legal/site-pages.server";
import { breadcrumbJsonLd, publicUrlAtBuild, seoMeta } from "../lib/seo";
import type { Route } from "./+types/docs";

/** Build time only: content/pages/docs.md rendered to HTML. */
export function loader() {
  return { publicUrl: publicUrlAtBuild(), page: loadSitePage("docs") };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: loaderData.page.title,
    description: loaderData.page.description,
    path: "/docs",
    publicUrl: loaderData.publicUrl,
    jsonLd: [breadcrumbJsonLd(loaderData.publicUrl, [["Documentation", "/docs"]])],
  });

/** /docs (spec §2). */
export default function Docs({ loaderData }: Route.ComponentProps) {
  return <SitePageView page={loaderData.page} showContents={true} />;
}
