import type { Paper } from "../paper";
import type { Researcher } from "../researcher";
import { CTA_LEAD_INS, CTA_PHRASES, CTA_VERBS } from "../word-lists/calls-to-action";
import { SECOND_PERSON } from "../word-lists/engagement-words";

/** Indexes of prose sentences that are questions. */
export function questions(_paper: Paper, researcher: Researcher): number[] {
  const out: number[] = [];
  researcher.get("sentences").forEach((s, i) => {
    if (s.isQuestion) out.push(i);
  });
  return out;
}

/** Indexes of prose sentences that address the reader ("you", "your"…). */
export function secondPerson(_paper: Paper, researcher: Researcher): number[] {
  const out: number[] = [];
  researcher.get("sentences").forEach((s, i) => {
    if (s.tokens.some((t) => SECOND_PERSON.has(t.norm))) out.push(i);
  });
  return out;
}

/**
 * Indexes of prose sentences that are calls to action: they open (after "please", "so", "now"…)
 * with an action verb for the content type ("Download the guide", "Subscribe for more"), or hold a
 * call-to-action phrase ("link in bio", "add to cart"). Questions are not counted as imperatives.
 */
export function callsToAction(paper: Paper, researcher: Researcher): number[] {
  const verbs = CTA_VERBS[paper.type];
  const out: number[] = [];
  researcher.get("sentences").forEach((s, i) => {
    const t = s.tokens;
    let k = 0;
    while (k < t.length - 1 && CTA_LEAD_INS.has(t[k]!.norm)) k++;
    const opensWithVerb = t[k] !== undefined && verbs.has(t[k]!.norm) && !s.isQuestion && t.length > k + 1;
    if (opensWithVerb) {
      out.push(i);
      return;
    }
    const joined = ` ${t.map((x) => x.norm).join(" ")} `;
    if (CTA_PHRASES.some((p) => joined.includes(` ${p} `))) out.push(i);
  });
  return out;
}
