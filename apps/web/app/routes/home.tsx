import { CHECK_METADATA } from "@ranklens/engine";
import { PublicLayout } from "../components/site/public-layout";
import { FeaturesSection } from "../features/landing/features-section";
import { HeroSection } from "../features/landing/hero-section";
import { HowItWorksSection } from "../features/landing/how-it-works-section";
import { PricingSection } from "../features/landing/pricing-section";
import { organizationJsonLd, webSiteJsonLd } from "../features/landing/site-json-ld";
import { PRODUCT_NAME } from "../lib/product";
import { publicUrlAtBuild, seoMeta } from "../lib/seo";
import type { Route } from "./+types/home";

/** Build time only (prerendered): the site address and the engine's real number of checks. */
export function loader() {
  return { publicUrl: publicUrlAtBuild(), checkCount: CHECK_METADATA.length };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: `${PRODUCT_NAME}: AI-Powered SEO Analysis Tool, Self-Hosted`,
    description:
      "RankLens is a self-hosted SEO analysis tool: measured keyword analysis, clear page checks, competitor comparison and an AI writing assistant. Start free.",
    path: "/",
    publicUrl: loaderData.publicUrl,
    jsonLd: [organizationJsonLd(loaderData.publicUrl), webSiteJsonLd(loaderData.publicUrl)],
  });

/** The public landing page: hero, #features, how it works, #pricing. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <PublicLayout>
      <HeroSection />
      <FeaturesSection checkCount={loaderData.checkCount} />
      <HowItWorksSection />
      <PricingSection />
    </PublicLayout>
  );
}
