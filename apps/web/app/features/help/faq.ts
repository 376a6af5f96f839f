import { PLANS, SUPPORT_HOURS } from "@ranklens/shared/plans";
import type { FetchLimits } from "./fetch-limits";

export interface FaqEntry {
  question: string;
  /** Plain text: shown on the page and used as the FAQPage answer. */
  answer: string;
  /** A page that explains more, shown as a link under the answer. */
  more?: { label: string; to: string };
}

/**
 * The help center's questions (FAQPage JSON-LD uses the same text). Built at
 * build time by the route's loader, with the fetcher's real limits.
 */
export function faqEntries(fetch: FetchLimits): FaqEntry[] {
  return [
    {
      question: "What does RankLens check on a page?",
      answer:
        "RankLens fetches the page on the server and runs its on-page SEO checks: title and meta description, headings, content length, keyword placement, links, images, canonical and hreflang tags, structured data, social tags, security headers and basic performance. Each check passes, warns, fails or does not apply, and a failed check lists every element that caused it.",
      more: { label: "How to read checks and scores", to: "/docs#reading-checks-and-scores" },
    },
    {
      question: "How is keyword density calculated?",
      answer:
        "Density is the number of times a keyword occurs divided by the total words of the page's main text, times 100. Keywords are phrases of one to three words that neither start nor end with a stop word. There is no ideal density; use it to see what a page is about and to spot repetition.",
      more: { label: "Keywords and density in the user guide", to: "/docs#keywords-and-density" },
    },
    {
      question: "Why do competition, difficulty and search volume show N/A?",
      answer:
        "Those figures need data from outside the page, such as search engine statistics. RankLens does not guess them: they stay N/A until a workspace admin connects a keyword-data provider (DataForSEO, with the workspace's own account, in Settings → Search data), and then show the provider's name, market and date.",
    },
    {
      question: "Why can't RankLens analyse my page?",
      answer: `The site may block automated requests, be unavailable, redirect more than ${fetch.maxRedirects} times, not start answering within ${fetch.answerSeconds} seconds (or not finish within ${fetch.totalSeconds} seconds in all, redirects included), be larger than ${fetch.maxMiB} MiB, return something other than HTML, or be on a private network address, which RankLens refuses for security. The error message says which of these happened.`,
      more: { label: "Analysing a page", to: "/docs#analysing-a-page" },
    },
    {
      question: "How many analyses can I run on the free plan?",
      answer: `The Basic plan includes ${PLANS.basic.analysesPerMonth} website analyses per calendar month (UTC); analyses that fail are not counted. Pro costs ${PLANS.pro.priceLabel} per month and has no monthly limit.`,
      more: { label: "Compare the plans", to: "/#pricing" },
    },
    {
      question: "Is my content sent to an AI provider?",
      answer:
        "Only if the operator of your RankLens site has configured one, and only from the server when you use the writing assistant or AI suggestions. Your browser never sends content to an AI provider. Without a provider, the built-in engine, which is not a language model, handles everything on the server.",
      more: { label: "The assistant and built-in engine", to: "/docs#the-assistant-and-built-in-engine" },
    },
    {
      question: "Will the assistant overwrite my text?",
      answer:
        "No. The assistant's proposal is shown as a diff with the change in score, and you accept or reject it. Every save also keeps a revision, so you can restore any earlier version.",
    },
    {
      question: "Do the content scores need an internet connection?",
      answer:
        "No. The editor's SEO, readability and engagement scores are computed in your browser as you type, and the same text always gets the same scores.",
      more: { label: "The editor and live analyser", to: "/docs#the-editor-and-live-analyser" },
    },
    {
      question: "Can I run RankLens on my own server?",
      answer:
        "Yes. RankLens is self-hosted: with Node.js 20.19 or later, npm install and npm start run it with a SQLite database. Set DATABASE_URL for PostgreSQL, SMTP_URL for real e-mail and AI_BASE_URL for an AI model.",
      more: { label: "Self-hosting and every setting", to: "/docs#self-hosting" },
    },
    {
      question: "Is there an API?",
      answer:
        "Yes. Everything the app does goes through the same HTTP API under /api/v1, documented in the interactive API reference. Pro users can create API keys to call it from their own tools.",
      more: { label: "Open the API reference", to: "/api" },
    },
    {
      question: "How do I contact support?",
      answer: `Signed in, use Contact support in the Help menu: your workspace and plan go with your message, and requests from ${PLANS.pro.name} workspaces are answered first. Otherwise use the contact form or write to the support address on the contact page. We reply by e-mail, ${SUPPORT_HOURS}; the first reply comes ${PLANS.pro.supportResponseTarget} on ${PLANS.pro.name} and ${PLANS.basic.supportResponseTarget} on ${PLANS.basic.name}.`,
      more: { label: "Contact the RankLens team", to: "/contact" },
    },
  ];
}
