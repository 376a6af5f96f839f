import type { FormFailure } from "../../lib/form-failure";

/** A form's refusal that is not shown at a field, and the way to upgrade when a plan limit refused it. */
export function FormFailureAlert({ failure }: { failure: FormFailure<string> }) {
  if (!failure.general && !failure.upgradeUrl) return null;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {failure.general ? <p>{failure.general}</p> : null}
      {failure.upgradeUrl ? (
        <a href={failure.upgradeUrl} className="mt-1 inline-block font-semibold underline underline-offset-2">
          Upgrade to Pro
        </a>
      ) : null}
    </div>
  );
}
