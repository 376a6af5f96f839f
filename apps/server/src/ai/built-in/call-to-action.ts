import type { ContentType } from "@ranklens/shared";
import { topKeywords } from "./keywords";
import { nothingToChange } from "./nothing-to-change";
import { splitBlocks } from "./text-blocks";

/**
 * Call-to-action templates per type. Honest on purpose: no discounts,
 * deadlines, scarcity or promises the writer did not make. `{subject}` is
 * filled with the product name or topic; the last template of each list needs
 * no subject and is used when there is none.
 */
export const CTA_TEMPLATES: Record<"ecommerce" | "video" | "social", readonly string[]> = {
  ecommerce: [
    "Ready to make {subject} yours? Add it to your cart today.",
    "Like what you see? Add {subject} to your cart today.",
    "Like what you see? Add it to your cart today.",
  ],
  video: [
    "If this video on {subject} helped you, give it a like and subscribe for more.",
    "What's your experience with {subject}? Tell me in the comments, and subscribe so you don't miss the next video.",
    "If this video helped you, give it a like and subscribe for more.",
  ],
  social: [
    "What's your take on {subject}? Share it in the comments.",
    "Found this useful? Save it for later and share it with someone interested in {subject}.",
    "Found this useful? Save it for later and share it with a friend.",
  ],
};

/** Which CTA each action adds. */
export const CTA_KIND = {
  "purchase-cta": "ecommerce",
  "video-cta": "video",
  "social-cta": "social",
} as const satisfies Record<string, keyof typeof CTA_TEMPLATES>;

/** A stable choice among templates: the same text always gets the same one. */
function stableIndex(text: string, modulo: number): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash % modulo;
}

function subjectFor(
  kind: keyof typeof CTA_TEMPLATES,
  body: string,
  context: { title?: string | undefined; focusKeyphrase?: string | undefined },
): string | null {
  // A product page's title is usually the product's name; elsewhere titles are headlines.
  if (kind === "ecommerce" && context.title) return context.title;
  if (context.focusKeyphrase) return context.focusKeyphrase;
  return topKeywords(body).find((k) => k.count >= 2)?.text ?? null;
}

export interface CtaContext {
  type: ContentType;
  title?: string | undefined;
  focusKeyphrase?: string | undefined;
}

/**
 * Appends a call to action as a new last paragraph (before a social post's
 * hashtag line), from the templates above filled with the title, keyphrase or
 * main keyword. Refuses when the text already carries that call to action.
 */
export function addCallToAction(body: string, kind: keyof typeof CTA_TEMPLATES, context: CtaContext): string {
  const templates = CTA_TEMPLATES[kind];
  const subject = subjectFor(kind, body, context);
  const usable = subject ? templates.slice(0, -1) : templates.slice(-1);
  const cta = usable[stableIndex(body, usable.length)]!.replace("{subject}", subject ?? "");
  const filled = templates.map((t) => t.replace("{subject}", subject ?? ""));
  if (filled.some((t) => body.includes(t))) {
    throw nothingToChange("The text already ends with a call to action.");
  }
  const blocks = splitBlocks(body);
  const tail = blocks.findLastIndex((b) => b.kind !== "hashtags");
  const hashtagBlock = tail >= 0 && tail < blocks.length - 1 ? blocks[tail + 1]! : null;
  if (hashtagBlock) {
    return `${body.slice(0, hashtagBlock.start)}${cta}\n\n${body.slice(hashtagBlock.start)}`;
  }
  return `${body.trimEnd()}\n\n${cta}`;
}
