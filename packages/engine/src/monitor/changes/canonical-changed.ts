import { sameDocument } from "../../page/computed/same-document";
import type { PageObservation } from "../observation";
import { contentRule } from "./change-rule";

/** The URL the observation's page is known by: where it answered, else as tracked. */
function pageUrl(observation: PageObservation): string {
  return observation.finalUrl ?? observation.url;
}

/** Whether `url` is the observed page itself (as tracked or where it answered). */
function isSelf(url: string, observation: PageObservation): boolean {
  return sameDocument(url, pageUrl(observation)) || sameDocument(url, observation.url);
}

/**
 * The canonical now points to another URL than the page itself and than it pointed to before.
 * A page without a canonical is its own canonical, so a canonical added that names the page is no
 * change; one that moves back to the page itself is a repair, not reported either.
 */
export const canonicalChanged = contentRule("canonical_changed", (before, after) => {
  const now = after.canonical;
  if (now === null || isSelf(now, after)) return null;
  const old = before.canonical ?? pageUrl(before);
  return sameDocument(now, old) || now === old ? null : { before: before.canonical, after: now };
});
