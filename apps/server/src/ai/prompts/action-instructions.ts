import type { AssistantActionId } from "@ranklens/shared";

/**
 * What each assistant action asks the model to do. Rules every action shares
 * (keep the voice, facts, numbers, names and keyphrase; invent nothing; return
 * only the text) live in the system message; these say what is specific.
 */
export const ACTION_INSTRUCTIONS: Record<AssistantActionId, string> = {
  generate:
    "Turn the writer's draft into a complete, well-organised piece. Keep everything they wrote and build on their outline, notes and points; if the text is only notes or an outline, write it out as finished prose. Add only what follows from their material. Where a specific fact, figure or product detail would be needed but is missing, write around it rather than making it up.",
  longer:
    "Make the text about 30–50% longer by adding explanation, examples and transitions that follow from what it already says. Keep every existing point in its order. No filler, no repetition, no new facts, figures or claims.",
  shorter:
    "Make the text about 40% shorter. Keep the main points, every heading, the facts, numbers and names, and the focus keyphrase. Cut repetition, filler words and minor detail. Add nothing new.",
  "optimize-seo":
    "Optimise the text for search without hurting readability: use the focus keyphrase naturally in the first paragraph and in at least one subheading if the text has subheadings; use synonyms and related wording instead of repeating the keyphrase (keep it under 3% of the words); make the introduction say clearly what the reader will get; break up very long sentences. Keep the structure, the facts and the voice. Never stuff keywords.",
  "meta-description":
    "Write one meta description for this page: 120 to 160 characters, one or two plain sentences that say what the page offers and why it is worth the click. Include the focus keyphrase when one is given. Use only facts from the text. Return only the meta description, with no quotes and no label.",
  "improve-structure":
    "Improve the structure so the text is easy to scan: split paragraphs longer than about 150 words, add descriptive Markdown subheadings (##) where a new topic starts, turn inline enumerations into bulleted lists where that helps, and keep the introduction short. Keep the wording and facts as they are, apart from small joining changes the new structure needs.",
  "product-benefits":
    "Rewrite the product description so it leads with what the product does for the buyer: for each feature the text mentions, say the benefit it brings. Keep every specification, number, name and claim exactly as written. Do not invent features, materials, certifications, prices or guarantees.",
  "technical-details":
    "Organise the product's technical details into a clear 'Specifications' section: a bulleted list of 'Name: value' lines, using only details stated in the text. Keep the descriptive part above it. Never invent or estimate a specification; leave out anything the text does not state.",
  "purchase-cta":
    "Add a short, honest call to action at the end that invites the reader to buy the product or add it to the cart. No invented discounts, deadlines, scarcity or shipping promises. Leave the rest of the text unchanged.",
  "script-hook":
    "Rewrite the opening of the video script so its first one or two sentences (about the first 5–10 seconds spoken) hook the viewer: a question, a surprising fact taken from the script, or a clear promise of what they will learn. Leave the rest of the script unchanged apart from a smooth transition.",
  "improve-flow":
    "Improve how the script flows when spoken aloud: smooth the transitions between sections, vary sentence length, replace stiff written phrasing with natural spoken phrasing and remove repetition. Keep the order, the facts and the creator's voice.",
  "video-cta":
    "Add a short call to action at the end of the script that fits the topic: ask viewers to subscribe, to comment, or to watch a related video. Leave the rest of the script unchanged.",
  "engagement-hook":
    "Rewrite the first line of the post so it stops the scroll: a question, a bold but true statement taken from the post, or a concrete promise. Leave the rest of the post, its hashtags and mentions unchanged.",
  "optimize-hashtags":
    "Replace the post's hashtags with 3 to 6 relevant hashtags drawn from its main topics and the focus keyphrase, placed on the last line. Leave the post's text unchanged.",
  "social-cta":
    "Add a short call to action at the end of the post (before any hashtags) that invites replies, shares or saves. Leave the rest of the post unchanged.",
  custom:
    "Apply the writer's request, given between <<<REQUEST>>> and <<<END REQUEST>>>, to the text. If the request is not about editing this text, return the text unchanged.",
};
