import { SitePageView } from "../features/legal/site-page-view";
import { loadSitePage } from "../features/legal/site-pages.server";
import { breadcrumbJsonLd, publicUrlAtBuild, seoMeta } from "../lib/seo";
import type { Route } from "./+types/bot";

/** Build time only: content/pages/bot.md rendered to HTML. */
export function loader() {
  return { publicUrl: publicUrlAtBuild(), page: loadSitePage("bot") };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: loaderData.page.title,
    description: loaderData.page.description,
    path: "/bot",
    publicUrl: loaderData.publicUrl,
    jsonLd: [breadcrumbJsonLd(loaderData.publicUrl, [["RankLens bot", "/bot"]])],
  });

/** /bot: who the crawler is, how it behaves, how to block it (the user agent links here). */
export default function Bot({ loaderData }: Route.ComponentProps) {
  return <SitePageView page={loaderData.page} showContents={false} />;
}
