import { Lightbulb, ShieldCheck, Users } from "lucide-react";
import { Link } from "react-router";
import { InitialsAvatar } from "../components/site/initials-avatar";
import { PageIntro } from "../components/site/page-intro";
import { PublicLayout } from "../components/site/public-layout";
import { buttonClassName } from "../components/ui/button";
import { TEAM, VALUES } from "../features/landing/team";
import { PRODUCT_NAME } from "../lib/product";
import { breadcrumbJsonLd, publicUrlAtBuild, seoMeta } from "../lib/seo";
import type { Route } from "./+types/about";

export function loader() {
  return { publicUrl: publicUrlAtBuild() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: `About ${PRODUCT_NAME}: Our Mission, Values and Team`,
    description:
      "About RankLens: why we build an open, self-hosted SEO analysis tool, the values behind it, and the team working on the engine and the AI assistant.",
    path: "/about",
    publicUrl: loaderData.publicUrl,
    jsonLd: [breadcrumbJsonLd(loaderData.publicUrl, [["About", "/about"]])],
  });

const VALUE_ICONS = [Lightbulb, Users, ShieldCheck];

/** About: mission, three values and the team (spec §2 "About"). */
export default function About() {
  return (
    <PublicLayout>
      <PageIntro eyebrow="About us" title={`About ${PRODUCT_NAME}`}>
        <p>
          About RankLens: we build an SEO analysis tool that shows its work, so website owners and writers can
          trust what it tells them.
        </p>
      </PageIntro>

      <section aria-labelledby="mission-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="mission-heading" className="text-2xl font-bold text-slate-900">
          Our mission
        </h2>
        <p className="mt-4 text-lg leading-8 text-slate-700">
          Make good SEO understandable and available to everyone who publishes on the web. Too many SEO tools
          hide their reasoning behind a score, guess numbers they cannot measure, and keep your data on their
          servers. RankLens does the opposite: it measures what can be measured from the page, explains every
          check in plain words, labels estimates and AI output as such, and runs on your own server.
        </p>
        <p className="mt-4 text-lg leading-8 text-slate-700">
          The analysis engine, the content editor and the writing assistant are one open-source project you
          can read, run and change. The engine is a plain library with no server or database in it, so the
          same checks run in the web app, in the command-line tool and through the API, and a page analysed
          twice gives the same result twice. AI is an addition, not the foundation: RankLens works fully
          without it, and when you connect a model, its output is marked so you always know where a suggestion
          came from. Read how it works in the{" "}
          <Link className="font-medium text-indigo-700 underline" to="/docs">
            RankLens user guide
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="values-heading" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="values-heading" className="text-center text-2xl font-bold text-slate-900">
            What we value
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {VALUES.map((value, index) => {
              const Icon = VALUE_ICONS[index] ?? Lightbulb;
              return (
                <li key={value.title} className="rounded-lg border border-slate-200 bg-slate-50 p-6">
                  <Icon className="size-8 text-indigo-600" aria-hidden="true" />
                  <h3 className="mt-4 text-lg font-semibold text-slate-900">{value.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-slate-600">{value.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="team-heading" className="text-center text-2xl font-bold text-slate-900">
          The team
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {TEAM.map((person) => (
            <li key={person.name} className="flex flex-col items-center text-center">
              <InitialsAvatar name={person.name} hue={person.hue} />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{person.name}</h3>
              <p className="text-sm font-medium text-indigo-700">{person.role}</p>
              <p className="mt-2 max-w-xs text-sm leading-6 text-slate-600">{person.bio}</p>
            </li>
          ))}
        </ul>
        <div className="mt-14 text-center">
          <Link to="/contact" className={buttonClassName("primary", "lg")}>
            Contact the RankLens team
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}
