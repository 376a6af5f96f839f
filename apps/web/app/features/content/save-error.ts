import { MESSAGES } from "@ranklens/shared";
import { ApiError } from "../../lib/api-error";

/** How a failed save (or restore) is reported to the writer. */
export interface SaveFailure {
  /** "conflict": someone saved a newer version first; the editor keeps the text and offers 'Load latest'. */
  kind: "conflict" | "error";
  message: string;
}

/**
 * Turns a save error into what the editor shows. A stale version gets the server's own explanation
 * (it says which version is newer and that nothing was saved); problems the writer can fix
 * (too long, invalid field) keep the server's words too; anything else is the spec's
 * 'Failed to save content'.
 */
export function describeSaveError(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) return { kind: "error", message: MESSAGES.toast.saveContentFailed };
  if (error.status === 409 && error.code === "CONFLICT") return { kind: "conflict", message: error.message };
  if (error.status === 401) return { kind: "error", message: MESSAGES.mustBeLoggedIn };
  if (error.code === "NETWORK") return { kind: "error", message: MESSAGES.connectionError };
  if ([400, 404, 409, 413, 422].includes(error.status) && error.message) {
    return { kind: "error", message: error.message };
  }
  return { kind: "error", message: MESSAGES.toast.saveContentFailed };
}
