import { CircleCheck } from "lucide-react";
import { LANDING_DELIVERABLES, LANDING_STEPS } from "./landing-content";
import { SectionHeading } from "./section-heading";

/** How it works (four numbered steps) and the 'What You'll Get' list. */
export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-heading" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-heading"
          title="How it works"
          lead="From an address to a better page in four steps."
        />
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {LANDING_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <span
                className="flex size-9 items-center justify-center rounded-full bg-indigo-100 text-sm font-bold text-indigo-700"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-16 rounded-xl bg-indigo-700 px-6 py-10 text-white sm:px-10">
          <h3 className="text-2xl font-bold">What You'll Get</h3>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {LANDING_DELIVERABLES.map((item) => (
              <li key={item} className="flex items-start gap-3">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-indigo-200" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
