import type { SupportReceipt } from "@ranklens/shared";
import { CircleCheck } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { responseTargetSentence } from "./response-times";

/** The receipt shown in place of the form: priority or not, when to expect a reply, and the reference. */
export function SupportSent({ receipt, onAnother }: { receipt: SupportReceipt; onAnother: () => void }) {
  return (
    <div role="status" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <CircleCheck className="size-6 text-green-700" aria-hidden="true" />
        <h3 className="text-lg font-semibold text-slate-900">Your request is with support</h3>
        {receipt.priority ? <Badge tone="primary">Priority</Badge> : null}
      </div>
      <p className="text-sm leading-6 text-slate-700">
        {responseTargetSentence(receipt.responseTarget)} The answer comes by e-mail to your account's address.
      </p>
      <p className="text-sm text-slate-600">
        Reference <code className="font-mono text-xs text-slate-800">{receipt.id}</code>
      </p>
      <Button variant="secondary" onClick={onAnother}>
        Send another request
      </Button>
    </div>
  );
}
