import type { CheckItem, CheckResult } from "@ranklens/engine";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "../../lib/cn";
import { ExternalLink } from "../ui/external-link";
import { FOCUS_RING } from "../ui/focus-ring";
import { InlineCodeText } from "../ui/inline-code-text";
import { CheckStatusBadge } from "./check-status-badge";

/** The extra fields of an item besides value and reason, as "name: value" pairs. */
function extraFields(item: CheckItem): Array<[string, string]> {
  return Object.entries(item)
    .filter(([key, value]) => key !== "value" && key !== "reason" && value !== undefined && value !== null)
    .map(([key, value]) => [key, String(value)]);
}

/** The items under their heading: what the check found, or what its `itemsLabel` says they are. */
function ItemList({ items, label = "Found" }: { items: CheckItem[]; label?: string | undefined }) {
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {items.length === 1 ? label : `${label} (${items.length})`}
      </h4>
      <ul className="mt-1 space-y-1.5">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items are a fixed list and values may repeat
          <li key={index} className="rounded-md bg-slate-50 px-3 py-2 text-sm">
            <code className="font-mono text-xs break-all whitespace-pre-wrap text-slate-900">
              {item.value}
            </code>
            {item.reason ? <p className="mt-0.5 text-xs text-slate-600">{item.reason}</p> : null}
            {extraFields(item).length > 0 ? (
              <dl className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-600">
                {extraFields(item).map(([key, value]) => (
                  <div key={key} className="flex gap-1">
                    <dt>{key}:</dt>
                    <dd className="break-all">{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One check: verdict, title and measured value; expands to why it matters, how to fix it and every offending element. */
export function CheckRow({ check }: { check: CheckResult }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          "flex w-full items-start gap-3 rounded-md px-2 py-2.5 text-left hover:bg-slate-50",
          FOCUS_RING,
        )}
      >
        <CheckStatusBadge status={check.status} />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-medium break-words text-slate-900">
            <InlineCodeText text={check.title} />
          </span>
          {check.displayValue ? (
            <span className="block text-xs break-words text-slate-600">{check.displayValue}</span>
          ) : null}
        </span>
        <ChevronDown
          className={cn("mt-0.5 size-4 shrink-0 text-slate-500 transition-transform", open && "rotate-180")}
          aria-hidden="true"
        />
      </button>
      <div id={panelId} hidden={!open} className="space-y-3 pt-1 pr-2 pb-4 pl-2 sm:pl-25">
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">Why it matters: </span>
          <InlineCodeText text={check.description} />
        </p>
        {check.advice ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium text-slate-900">How to fix: </span>
            {check.advice}
          </p>
        ) : null}
        {check.items.length > 0 ? <ItemList items={check.items} label={check.itemsLabel} /> : null}
        {check.learnMoreUrl ? (
          <p className="text-sm">
            <ExternalLink href={check.learnMoreUrl}>Learn more</ExternalLink>
          </p>
        ) : null}
      </div>
    </li>
  );
}
