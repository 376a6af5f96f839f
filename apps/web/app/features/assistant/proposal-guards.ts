import type { AssistantActionId, AssistantTarget } from "@ranklens/shared";
import { containsPhrase, countWords, hasNumber, hasWord, namesIn, numbersIn } from "./text-facts";

/** One check of a proposal against the original; `warn` means the writer should look before accepting. */
export interface ProposalGuard {
  id: "keyphrase" | "numbers" | "names" | "length";
  label: string;
  status: "pass" | "warn";
  detail: string;
}

export interface GuardInput {
  action: AssistantActionId;
  target: AssistantTarget;
  /** The text the proposal would replace (the body, or the meta description). */
  original: string;
  proposal: string;
  focusKeyphrase: string;
}

/** The longest meta description search results show in full. */
export const META_DESCRIPTION_MAX = 160;
/** Shorter than this, a meta description wastes its space. */
export const META_DESCRIPTION_MIN = 120;

const quoteList = (items: string[], max = 6) =>
  items.length <= max
    ? items.join(", ")
    : `${items.slice(0, max).join(", ")} and ${(items.length - max).toLocaleString("en-US")} more`;

/**
 * What users fear most in AI rewrites, checked word for word: the focus keyphrase dropped, numbers
 * or names changed, the length target missed. Only the checks that apply are returned.
 */
export function checkProposal(input: GuardInput): ProposalGuard[] {
  const guards: ProposalGuard[] = [];
  const keyphraseGuard = checkKeyphrase(input);
  if (keyphraseGuard) guards.push(keyphraseGuard);
  // A meta description is a summary of the body, not a copy of the old one: facts are the body's.
  if (input.target === "body") guards.push(checkNumbers(input), checkNames(input));
  const lengthGuard = checkLength(input);
  if (lengthGuard) guards.push(lengthGuard);
  return guards;
}

function checkKeyphrase({ target, original, proposal, focusKeyphrase }: GuardInput): ProposalGuard | null {
  const keyphrase = focusKeyphrase.trim();
  if (!keyphrase) return null;
  const label = "Focus keyphrase kept";
  const before = containsPhrase(original, keyphrase);
  const after = containsPhrase(proposal, keyphrase);
  if (after) {
    return {
      id: "keyphrase",
      label,
      status: "pass",
      detail: before ? `“${keyphrase}” is still in the text.` : `“${keyphrase}” is now in the text.`,
    };
  }
  if (before) {
    return {
      id: "keyphrase",
      label: "Focus keyphrase dropped",
      status: "warn",
      detail: `“${keyphrase}” was in the text and is now missing.`,
    };
  }
  // Absent before and after: nothing was lost, but a meta description should carry it.
  return target === "metaDescription"
    ? {
        id: "keyphrase",
        label: "Focus keyphrase missing",
        status: "warn",
        detail: `The meta description does not mention “${keyphrase}”.`,
      }
    : { id: "keyphrase", label, status: "pass", detail: `“${keyphrase}” was not in the text before either.` };
}

function checkNumbers({ original, proposal }: GuardInput): ProposalGuard {
  const numbers = numbersIn(original);
  const missing = numbers.filter((number) => !hasNumber(proposal, number));
  const label = "Numbers unchanged";
  if (numbers.length === 0)
    return { id: "numbers", label, status: "pass", detail: "The original text has no numbers to keep." };
  if (missing.length === 0) {
    return {
      id: "numbers",
      label,
      status: "pass",
      detail:
        numbers.length === 1
          ? "The original's one number is still there."
          : `All ${numbers.length.toLocaleString("en-US")} numbers of the original are still there.`,
    };
  }
  return {
    id: "numbers",
    label: "Numbers changed",
    status: "warn",
    detail: `Missing or changed: ${quoteList(missing)}.`,
  };
}

function checkNames({ original, proposal }: GuardInput): ProposalGuard {
  const names = namesIn(original);
  const missing = names.filter((name) => !hasWord(proposal, name));
  const label = "Names unchanged";
  if (names.length === 0)
    return { id: "names", label, status: "pass", detail: "The original text has no names to keep." };
  if (missing.length === 0) {
    return {
      id: "names",
      label,
      status: "pass",
      detail:
        names.length === 1
          ? `The original's one name (${names[0]}) is still there.`
          : `All ${names.length.toLocaleString("en-US")} names of the original are still there.`,
    };
  }
  return {
    id: "names",
    label: "Names changed",
    status: "warn",
    detail: `Missing or changed: ${quoteList(missing)}.`,
  };
}

function checkLength({ action, target, original, proposal }: GuardInput): ProposalGuard | null {
  if (target === "metaDescription") {
    const length = [...proposal.trim()].length;
    const label = `Meta description of ${META_DESCRIPTION_MIN}–${META_DESCRIPTION_MAX} characters`;
    if (length > META_DESCRIPTION_MAX) {
      return {
        id: "length",
        label: "Meta description too long",
        status: "warn",
        detail: `It has ${length} characters: search results will cut it.`,
      };
    }
    if (length < META_DESCRIPTION_MIN) {
      return {
        id: "length",
        label: "Meta description too short",
        status: "warn",
        detail: `It has ${length} characters: under ${META_DESCRIPTION_MIN}, it leaves room unused.`,
      };
    }
    return { id: "length", label, status: "pass", detail: `It has ${length} characters.` };
  }
  if (action !== "shorter" && action !== "longer") return null;
  const before = countWords(original);
  const after = countWords(proposal);
  const words = (n: number) => `${n.toLocaleString("en-US")} word${n === 1 ? "" : "s"}`;
  if (action === "shorter") {
    return after < before
      ? {
          id: "length",
          label: "Shorter than before",
          status: "pass",
          detail: `It went from ${words(before)} to ${words(after)}.`,
        }
      : {
          id: "length",
          label: "Not shorter",
          status: "warn",
          detail: `It went from ${words(before)} to ${words(after)}.`,
        };
  }
  return after > before
    ? {
        id: "length",
        label: "Longer than before",
        status: "pass",
        detail: `It went from ${words(before)} to ${words(after)}.`,
      }
    : {
        id: "length",
        label: "Not longer",
        status: "warn",
        detail: `It went from ${words(before)} to ${words(after)}.`,
      };
}
