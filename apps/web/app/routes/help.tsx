import { GATHER_DEFAULTS } from "@ranklens/engine";
import { Link } from "react-router";
import { PageIntro } from "../components/site/page-intro";
import { PublicLayout } from "../components/site/public-layout";
import { FOCUS_RING } from "../components/ui/focus-ring";
import { faqEntries } from "../features/help/faq";
import { fetchLimitsOf } from "../features/help/fetch-limits";
import { SupportResponseTimes } from "../features/help/support-response-times";
import { cn } from "../lib/cn";
import { PRODUCT_NAME } from "../lib/product";
import { breadcrumbJsonLd, publicUrlAtBuild, seoMeta } from "../lib/seo";
import type { Route } from "./+types/help";

/** Build time only: the answers, with the page fetcher's real limits in them. */
export function loader() {
  return { publicUrl: publicUrlAtBuild(), faq: faqEntries(fetchLimitsOf(GATHER_DEFAULTS)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: `${PRODUCT_NAME} Help Center: Frequently Asked Questions`,
    description:
      "RankLens help center: answers about page checks, keyword density, plans and limits, AI and privacy, the editor, self-hosting, the API and contacting support.",
    path: "/help",
    publicUrl: loaderData.publicUrl,
    jsonLd: [
      {
        "@type": "FAQPage",
        mainEntity: loaderData.faq.map((entry) => ({
          "@type": "Question",
          name: entry.question,
          acceptedAnswer: { "@type": "Answer", text: entry.answer },
        })),
      },
      breadcrumbJsonLd(loaderData.publicUrl, [["Help Center", "/help"]]),
    ],
  });

const LINK = cn("rounded text-sm font-medium text-indigo-700 underline underline-offset-2", FOCUS_RING);

/** /help: the frequently asked questions, then each plan's support response times. */
export default function Help({ loaderData }: Route.ComponentProps) {
  return (
    <PublicLayout>
      <PageIntro title="RankLens Help Center">
        <p>
          Frequently asked questions about RankLens: page checks, keywords, plans, AI and privacy,
          self-hosting and support.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {loaderData.faq.map((entry) => (
            <section key={entry.question} className="p-6">
              <h2 className="text-lg font-semibold text-slate-900">{entry.question}</h2>
              <p className="mt-2 leading-7 text-slate-700">{entry.answer}</p>
              {entry.more ? (
                <p className="mt-3">
                  {entry.more.to.startsWith("/api") ? (
                    <a href={entry.more.to} className={LINK}>
                      {entry.more.label}
                    </a>
                  ) : (
                    <Link to={entry.more.to} className={LINK}>
                      {entry.more.label}
                    </Link>
                  )}
                </p>
              ) : null}
            </section>
          ))}
        </div>
        <SupportResponseTimes />
        <p className="mt-10 text-center text-slate-700">
          Didn't find your answer? Read the{" "}
          <Link to="/docs" className={LINK}>
            RankLens user guide
          </Link>{" "}
          or{" "}
          <Link to="/contact" className={LINK}>
            send us a message
          </Link>
          .
        </p>
      </div>
    </PublicLayout>
  );
}
