import { keyphraseSentenceCount } from "@ranklens/engine/content";
import type { AssistantActionId, AssistantTarget } from "@ranklens/shared";
import { countWords, hasNumber, hasWord, namesIn, numbersIn } from "./text-facts";

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
  /** The page's title: a name or number from it (a product's name in a call to action) is not made up. */
  title?: string;
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
 * or names changed or made up, the length target missed. Only the checks that apply are returned;
 * each label states the result ("Numbers changed"), never just the check's name.
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

/** Whether the content analysis finds the keyphrase in `text`: any word form and order in a sentence. */
const holdsKeyphrase = (text: string, keyphrase: string) => keyphraseSentenceCount(text, keyphrase) > 0;

function checkKeyphrase({ target, original, proposal, focusKeyphrase }: GuardInput): ProposalGuard | null {
  const keyphrase = focusKeyphrase.trim();
  if (!keyphrase) return null;
  const before = holdsKeyphrase(original, keyphrase);
  const after = holdsKeyphrase(proposal, keyphrase);
  if (after) {
    return before
      ? {
          id: "keyphrase",
          label: "Focus keyphrase kept",
          status: "pass",
          detail: `“${keyphrase}” is still in the text.`,
        }
      : {
          id: "keyphrase",
          label: "Focus keyphrase added",
          status: "pass",
          detail: `“${keyphrase}” is now in the text.`,
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
    : {
        id: "keyphrase",
        label: "No focus keyphrase to keep",
        status: "pass",
        detail: `“${keyphrase}” was not in the text before either.`,
      };
}

/** Hashtags are the post's labels, not its facts: a new "#SourdoughStarter" is no invented name. */
const withoutHashtags = (text: string) => text.replace(/(^|[^\p{L}\p{N}_&])#[\p{L}\p{N}_]+/gu, "$1");

/**
 * Compares the facts (numbers or names) of the original with the proposal's. Missing ones were
 * changed or lost; new ones may be invented. Either way the writer should look, and the label
 * says which happened.
 */
function checkFacts(
  id: "numbers" | "names",
  facts: { before: string[]; missing: string[]; added: string[] },
  words: { plural: string; one: (fact: string) => string },
): ProposalGuard {
  const { before, missing, added } = facts;
  const Plural = words.plural.charAt(0).toUpperCase() + words.plural.slice(1);
  const newOnes = `New in the proposal: ${quoteList(added)}.`;
  if (missing.length > 0) {
    const detail = `Missing or changed: ${quoteList(missing)}.`;
    return {
      id,
      label: `${Plural} changed`,
      status: "warn",
      detail: added.length > 0 ? `${detail} ${newOnes}` : detail,
    };
  }
  if (added.length > 0) {
    const kept =
      before.length === 0
        ? "The original text had none."
        : `The original's ${words.plural} are all still there.`;
    return { id, label: `${Plural} added`, status: "warn", detail: `${newOnes} ${kept}` };
  }
  if (before.length === 0) {
    return {
      id,
      label: `No ${words.plural}`,
      status: "pass",
      detail: `The original text has no ${words.plural} to keep.`,
    };
  }
  return {
    id,
    label: `${Plural} unchanged`,
    status: "pass",
    detail:
      before.length === 1
        ? `The original's one ${words.one(before[0] as string)} is still there.`
        : `All ${before.length.toLocaleString("en-US")} ${words.plural} of the original are still there.`,
  };
}

/** What the writer wrote themselves, in any field: facts from it are not made up. */
const writersOwn = ({ original, title = "", focusKeyphrase }: GuardInput) =>
  [original, title, focusKeyphrase].join("\n\n");

function checkNumbers(input: GuardInput): ProposalGuard {
  const { original, proposal } = input;
  const before = numbersIn(withoutHashtags(original));
  const after = numbersIn(withoutHashtags(proposal));
  return checkFacts(
    "numbers",
    {
      before,
      missing: before.filter((number) => !hasNumber(proposal, number)),
      added: after.filter((number) => !hasNumber(writersOwn(input), number)),
    },
    { plural: "numbers", one: () => "number" },
  );
}

function checkNames(input: GuardInput): ProposalGuard {
  const { original, proposal } = input;
  const before = namesIn(withoutHashtags(original));
  const after = namesIn(withoutHashtags(proposal));
  // A name may start a sentence in the original ("Berlin is…"): any capitalised use of it counts.
  const own = writersOwn(input);
  const knownWord = (name: string) =>
    hasWord(own, name) ||
    own
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .includes(name.toLowerCase());
  return checkFacts(
    "names",
    {
      before,
      missing: before.filter((name) => !hasWord(proposal, name)),
      added: after.filter((name) => !knownWord(name)),
    },
    { plural: "names", one: (name) => `name (${name})` },
  );
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
