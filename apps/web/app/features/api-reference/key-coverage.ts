import type { OpenApiDocument } from "./openapi-types";
import { authRequirement, groupByTag } from "./operations";

/**
 * Which endpoints API keys work on, read from the document's security requirements (the server
 * derives them from the one list its key middleware enforces), so the page's summary can never
 * lag behind a new key area.
 */
export interface KeyCoverage {
  /** Groups (tags) whose every signed-in endpoint accepts a key. */
  keyGroups: string[];
  /** Endpoints that accept a key inside a group that otherwise needs the session, e.g. "GET /api/v1/usage". */
  keyEndpoints: string[];
  /** Groups with at least one signed-in endpoint a key cannot call. */
  sessionGroups: string[];
  /** Of `sessionGroups`, those that also have endpoints in `keyEndpoints` ("the rest of …"). */
  mixedGroups: string[];
}

export function keyCoverage(doc: OpenApiDocument): KeyCoverage {
  const coverage: KeyCoverage = { keyGroups: [], keyEndpoints: [], sessionGroups: [], mixedGroups: [] };
  for (const group of groupByTag(doc)) {
    const signedIn = group.operations.filter((entry) => authRequirement(doc, entry.operation) !== "none");
    const withKey = signedIn.filter((entry) => authRequirement(doc, entry.operation) === "session-or-key");
    if (signedIn.length === 0) continue;
    if (withKey.length === signedIn.length) {
      coverage.keyGroups.push(group.tag);
      continue;
    }
    coverage.sessionGroups.push(group.tag);
    if (withKey.length > 0) {
      coverage.mixedGroups.push(group.tag);
      coverage.keyEndpoints.push(...withKey.map((entry) => `${entry.method.toUpperCase()} ${entry.path}`));
    }
  }
  return coverage;
}

const list = (items: string[]) => new Intl.ListFormat("en", { type: "conjunction" }).format(items);

/** "Site audits" → "site audits" inside a sentence; names that start with an acronym ("API keys") stay. */
function inSentence(tag: string): string {
  const first = tag.split(" ")[0] ?? "";
  return first.length > 1 && first === first.toUpperCase() ? tag : tag.charAt(0).toLowerCase() + tag.slice(1);
}

/**
 * The reference's summary of key access as one sentence, endpoints in `backticks` (shown as
 * code): "Keys work for analyses, content, site audits and monitoring, and for `GET
 * /api/v1/usage`; the assistant, account, …, support endpoints and the rest of plans and
 * billing need the web app's session cookie."
 */
export function keyCoverageSentence(coverage: KeyCoverage): string {
  const works = [
    ...(coverage.keyGroups.length > 0 ? [list(coverage.keyGroups.map(inSentence))] : []),
    ...(coverage.keyEndpoints.length > 0
      ? [
          `${coverage.keyGroups.length > 0 ? "for " : ""}${list(coverage.keyEndpoints.map((e) => `\`${e}\``))}`,
        ]
      : []),
  ];
  const whole = coverage.sessionGroups.filter((tag) => !coverage.mixedGroups.includes(tag)).map(inSentence);
  const needs = [
    ...(whole.length > 0 ? [`the ${list(whole)} endpoints`] : []),
    ...coverage.mixedGroups.map((tag) => `the rest of ${inSentence(tag)}`),
  ];
  const keys = works.length > 0 ? `Keys work for ${works.join(", and ")}` : "No endpoint accepts an API key";
  return needs.length > 0 ? `${keys}; ${list(needs)} need the web app's session cookie.` : `${keys}.`;
}
