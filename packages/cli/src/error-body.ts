import { isEngineError } from "@ranklens/engine";
import { CliFailure } from "./cli-failure";

/** The API's error shape, also printed by `--json` when an analysis fails. */
export interface ErrorBody {
  error: { code: string; message: string };
}

/** Turns any failure into `{error: {code, message}}`; unknown errors get the code UNEXPECTED. */
export function toErrorBody(error: unknown): ErrorBody {
  if (isEngineError(error) || error instanceof CliFailure)
    return { error: { code: error.code, message: error.message } };
  return { error: { code: "UNEXPECTED", message: error instanceof Error ? error.message : String(error) } };
}
