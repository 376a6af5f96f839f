import { REPORT_LIMITS } from "@ranklens/shared";
import { X } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { addRecipient } from "./recipients";

/**
 * The e-mail addresses a scheduled report goes to: a list with a Remove button each, and a box to
 * add one (Enter or Add). `draft` is the box's text, kept by the form so Save can include it.
 */
export function RecipientsField({
  recipients,
  onChange,
  draft,
  onDraftChange,
  error,
}: {
  recipients: string[];
  onChange: (recipients: string[]) => void;
  draft: string;
  onDraftChange: (draft: string) => void;
  error: string | null;
}) {
  const listId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const full = recipients.length >= REPORT_LIMITS.recipients;

  const add = () => {
    const next = addRecipient(recipients, draft);
    setProblem(next.problem);
    if (next.problem === null && draft.trim() !== "") {
      onChange(next.list);
      onDraftChange("");
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };

  return (
    <div className="space-y-2">
      <p id={listId} className="text-sm font-medium text-slate-800">
        Recipients ({recipients.length} of {REPORT_LIMITS.recipients})
      </p>
      {recipients.length === 0 ? (
        <p className="text-sm text-slate-600">No recipients yet.</p>
      ) : (
        <ul aria-labelledby={listId} className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {recipients.map((address) => (
            <li key={address} className="flex items-center justify-between gap-2 px-3 py-1.5">
              <span className="min-w-0 text-sm break-all text-slate-900">{address}</span>
              <Button
                variant="ghost"
                size="sm"
                className="shrink-0 px-2"
                aria-label={`Remove ${address}`}
                onClick={() => onChange(recipients.filter((r) => r !== address))}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-start gap-2">
        <Input
          type="email"
          label="Add a recipient"
          name="recipient"
          value={draft}
          onChange={(event) => {
            onDraftChange(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          placeholder="client@example.com"
          autoComplete="off"
          disabled={full}
          error={problem ?? error}
          fieldClassName="min-w-0 flex-1"
        />
        {/* Level with the box: below the label's line (1.25rem) and the field's gap (0.375rem). */}
        <Button variant="secondary" onClick={add} disabled={full} className="mt-[1.625rem] shrink-0">
          Add
        </Button>
      </div>
    </div>
  );
}
