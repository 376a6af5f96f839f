import { Link } from "react-router";
import { SiteFooter } from "../components/site/site-footer";
import { SiteHeader } from "../components/site/site-header";
import { buttonClassName } from "../components/ui/button";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle() },
  {
    name: "description",
    content:
      "RankLens is a self-hosted SEO analysis and content workspace: analyze any page, write better content.",
  },
];

/** Minimal public landing page; the full marketing page replaces it. */
export default function Home() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex-1">
        <section className="mx-auto max-w-4xl px-4 py-24 text-center sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            AI-Powered SEO Analysis Tool
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            Analyze any web page for SEO, compare it with competitors, and write content that ranks.
          </p>
          <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
            <Link to="/register" className={buttonClassName("primary", "lg")}>
              Start Free Analysis
            </Link>
            <Link to="/register?plan=premium" className={buttonClassName("secondary", "lg")}>
              Learn more
            </Link>
          </div>
        </section>
        <section id="features" aria-label="Features" />
        <section id="pricing" aria-label="Pricing" />
      </main>
      <SiteFooter />
    </div>
  );
}
