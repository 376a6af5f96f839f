import { LANDING_FEATURES } from "./landing-content";
import { SectionHeading } from "./section-heading";

/** #features: the six features in a grid. */
export function FeaturesSection({ checkCount }: { checkCount: number }) {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-16 bg-white py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-heading"
          title="Everything you need to improve a page"
          lead={`${checkCount} SEO checks, a keyword analysis you can verify by hand, and a writing workspace, in one self-hosted app.`}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {LANDING_FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-lg border border-slate-200 bg-slate-50 p-6">
              <span className="flex size-10 items-center justify-center rounded-md bg-indigo-600 text-white">
                <feature.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
