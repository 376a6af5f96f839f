import {
  type AssistantActionId,
  type AssistantCapabilities,
  type ContentType,
  quickActionsFor,
} from "@ranklens/shared";
import { Lock } from "lucide-react";
import { useId } from "react";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";

/**
 * Generate, Longer, Shorter and the three buttons of the content type. Actions the engine cannot
 * do are marked with a lock and their reason (tooltip and description); clicking one explains why
 * instead of pretending.
 */
export function QuickActions({
  type,
  capabilities,
  disabled,
  onRun,
}: {
  type: ContentType;
  capabilities: AssistantCapabilities | undefined;
  disabled: boolean;
  onRun: (actionId: AssistantActionId) => void;
}) {
  const reasonId = useId();
  const actions = quickActionsFor(type).map((action) => {
    const capability = capabilities?.actions.find((a) => a.id === action.id);
    return { ...action, available: capability?.available ?? true, reason: capability?.reason };
  });
  const reason = actions.find((a) => !a.available)?.reason;

  return (
    <div>
      <div className="grid grid-cols-3 gap-2">
        {actions.map((action) => (
          <button
            key={action.id}
            type="button"
            // The catalogue types ids as strings; they come from ASSISTANT_ACTIONS, so each is an action id.
            onClick={() => onRun(action.id as AssistantActionId)}
            disabled={disabled}
            title={action.available ? action.description : action.reason}
            aria-describedby={action.available ? undefined : reasonId}
            data-available={action.available}
            className={cn(
              "inline-flex min-h-9 items-center justify-center gap-1 rounded-md border px-2 py-1.5 text-center text-xs font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60",
              FOCUS_RING,
              action.available
                ? "border-indigo-200 bg-indigo-50 text-indigo-800 hover:bg-indigo-100"
                : "border-dashed border-slate-300 bg-white text-slate-600 hover:bg-slate-50",
            )}
          >
            {action.available ? null : <Lock className="size-3 shrink-0" aria-hidden="true" />}
            {action.label}
          </button>
        ))}
      </div>
      {reason ? (
        <p id={reasonId} className="mt-2 flex gap-1.5 text-xs text-slate-600">
          <Lock className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
          <span>Locked: {reason}</span>
        </p>
      ) : null}
    </div>
  );
}
