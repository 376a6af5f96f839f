import { PageIntro } from "../components/site/page-intro";
import { PublicLayout } from "../components/site/public-layout";
import { ApiReferenceView } from "../features/api-reference/api-reference-view";
import { PRODUCT_NAME } from "../lib/product";
import { breadcrumbJsonLd, publicUrlAtBuild, seoMeta } from "../lib/seo";
import type { Route } from "./+types/api-reference";

export function loader() {
  return { publicUrl: publicUrlAtBuild() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: `${PRODUCT_NAME} API Reference: REST Endpoints and Keys`,
    description:
      "Reference of the RankLens REST API: SEO analyses, content items and revisions, usage and API keys, read live from the server's OpenAPI 3.1 document.",
    path: "/api",
    publicUrl: loaderData.publicUrl,
    jsonLd: [breadcrumbJsonLd(loaderData.publicUrl, [["API reference", "/api"]])],
  });

/**
 * /api: the API reference, rendered by our own components from the server's
 * OpenAPI document (GET /api/openapi.json), inside the site's header and
 * footer. Everything stays on this server: no third-party bundle, no outside
 * "API client". See docs/decisions/009-api-reference.md.
 */
export default function ApiReference() {
  return (
    <PublicLayout>
      <PageIntro title={`${PRODUCT_NAME} API reference`}>
        <p>
          Everything the web app does is an HTTP endpoint under /api/v1. Analyse pages, manage content and
          read your usage from your own scripts with a Pro API key.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <ApiReferenceView />
      </div>
    </PublicLayout>
  );
}
