import { Link } from "react-router";
import { buttonClassName } from "../../components/ui/button";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import { REPOSITORY_URL } from "../../lib/repository-url";

/** The landing page's first screen: the one H1 and the two calls to action. */
export function HeroSection() {
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
        <div className="text-sm font-semibold text-indigo-700">
          {/* Links to the code when PUBLIC_REPOSITORY_URL was set at build time; never to a guessed address. */}
          {REPOSITORY_URL ? (
            <a
              href={REPOSITORY_URL}
              rel="noopener"
              className={cn("rounded underline underline-offset-2 hover:text-indigo-900", FOCUS_RING)}
            >
              Open source
            </a>
          ) : (
            "Open source"
          )}{" "}
          · Self-hosted · Your data stays yours
        </div>
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900 sm:text-6xl">
          AI-Powered SEO Analysis Tool
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
          RankLens is an SEO analysis tool that checks any web page the way search engines read it, then helps
          you write content that ranks: measured keywords, clear checks and an AI writing assistant.
        </p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
          <Link to="/register" className={buttonClassName("primary", "lg")}>
            Start Free Analysis
          </Link>
          <Link to="/register?plan=premium" className={buttonClassName("secondary", "lg")}>
            Learn more<span className="sr-only"> about the Pro plan</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
