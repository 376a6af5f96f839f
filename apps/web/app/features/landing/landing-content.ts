import { Bot, Gauge, LayoutList, type LucideIcon, MessageSquareText, Search, Users } from "lucide-react";

export interface LandingFeature {
  title: string;
  description: string;
  icon: LucideIcon;
}

/**
 * The six features (spec §2 "Landing page"), described as they actually work:
 * measured by our engine, with AI output only where a model is configured.
 * Every sentence here must be true of today's code (see the engine's SeoReport
 * and CompetitorReport for what an analysis really contains).
 */
export const LANDING_FEATURES: LandingFeature[] = [
  {
    title: "Keyword Analysis",
    description:
      "Frequency, density and prominence of the page's most used one- to three-word phrases, measured from the page text, with a labelled search-intent estimate.",
    icon: Search,
  },
  {
    title: "Content Structure Analysis",
    description:
      "Title and meta description lengths, one H1, heading order, word count, image alt text and links, each check with the reason it matters.",
    icon: LayoutList,
  },
  {
    title: "Competitor Analysis",
    description:
      "Analyse competitor pages with the same engine: how many points each is ahead or behind, its word count, and the keywords it covers that you don't.",
    icon: Users,
  },
  {
    title: "Performance Metrics",
    description:
      "Response time, page weight, compression and redirect chains, measured when the server fetches the page.",
    icon: Gauge,
  },
  {
    title: "AI Recommendations",
    description:
      "Prioritised suggestions tied to the checks that failed. In the editor, a connected OpenAI-compatible model adds its own ideas for your draft, marked as AI.",
    icon: Bot,
  },
  {
    title: "SEO Assistant",
    description:
      "A writing assistant beside the editor that rewrites your draft and shows every change as a diff you accept or reject.",
    icon: MessageSquareText,
  },
];

/** How it works, four steps (spec §2 "Landing page"). */
export const LANDING_STEPS = [
  {
    title: "Enter Your URL",
    description: "Paste the address of any page: yours, or a competitor's you want to learn from.",
  },
  {
    title: "AI Analysis",
    description:
      "The engine fetches the page safely, runs every check and ranks what to fix first; no language model is needed for this.",
  },
  {
    title: "Get Insights",
    description:
      "Scores, failing checks with the exact elements behind them, and a keyword table you can trust.",
  },
  {
    title: "Optimize Content",
    description:
      "Fix the page or rewrite it in the editor, where a live analyser scores the text as you type.",
  },
] as const;

/** The 'What You'll Get' list (six items). */
export const LANDING_DELIVERABLES = [
  "SEO, readability and performance scores from 0 to 100",
  "Every failed check with the elements that caused it",
  "Keyword table with frequency, density and intent",
  "The page's heading outline, level by level",
  "Scores and keywords compared with competitor pages",
  "Suggestions ranked by severity and impact",
] as const;
