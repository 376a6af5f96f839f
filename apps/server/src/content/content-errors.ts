import { AppError } from "../errors";

/** Missing and someone else's item look the same, so ids reveal nothing (IDOR). */
export const contentNotFound = () => new AppError("NOT_FOUND", "Content not found");

export const revisionNotFound = () => new AppError("NOT_FOUND", "Revision not found");

/**
 * The save was based on a version that is no longer the latest: someone (another
 * tab, another device) saved first. Nothing was written.
 */
export function staleVersion(baseVersion: number, currentVersion: number): AppError {
  const message =
    currentVersion > baseVersion
      ? `This content was changed elsewhere (version ${currentVersion} is newer). Reload to see the latest version; your text was not saved.`
      : `Version ${baseVersion} of this content does not exist (the latest is ${currentVersion}). Reload to see the latest version; your text was not saved.`;
  return new AppError("CONFLICT", message, { details: { currentVersion } });
}
