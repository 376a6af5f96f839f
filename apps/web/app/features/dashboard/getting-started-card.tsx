import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useCan } from "../../lib/use-can";
import type { StartStep } from "./getting-started";

/** The path for a new workspace: three numbered steps, each with where it is done and a tick once done. */
export function GettingStartedCard({ steps }: { steps: StartStep[] }) {
  return (
    <section
      aria-labelledby="start-here"
      className="mb-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="start-here" className="text-lg font-semibold text-slate-900">
        Start here
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        Three steps from one page to the whole site, watched for you.
      </p>
      <ol className="grid gap-4 md:grid-cols-3">
        {steps.map((step, index) => (
          <StepItem key={step.id} step={step} number={index + 1} />
        ))}
      </ol>
    </section>
  );
}

function StepItem({ step, number }: { step: StartStep; number: number }) {
  const can = useCan(step.needs);
  const done = step.done === true;
  return (
    <li
      className={cn(
        "flex flex-col rounded-md border p-4",
        done ? "border-green-200 bg-green-50/60" : "border-slate-200 bg-white",
      )}
    >
      <div className="flex items-center gap-3">
        {done ? (
          <CheckCircle2 className="size-7 shrink-0 text-green-700" aria-label="Done" />
        ) : (
          <span
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-sm font-semibold text-indigo-700"
            aria-hidden="true"
          >
            {number}
          </span>
        )}
        <h3 className="font-semibold text-slate-900">
          <span className="sr-only">Step {number}: </span>
          {step.title}
        </h3>
      </div>
      <p className="mt-2 flex-1 text-sm text-slate-600">{step.text}</p>
      {done && step.progress ? (
        <p className="mt-2 text-sm font-medium text-green-800">{step.progress}</p>
      ) : null}
      <div className="mt-3">
        {can.allowed ? (
          <Link to={step.to} className={buttonClassName(done ? "secondary" : "primary", "sm")}>
            {step.action}
          </Link>
        ) : (
          <p className="text-sm text-slate-600">{can.note}</p>
        )}
      </div>
    </li>
  );
}
