import { AppError } from "../../errors";

/** The built-in writer found nothing it can honestly change; the message says why. */
export function nothingToChange(message: string): AppError {
  return new AppError("NOTHING_TO_CHANGE", message);
}
