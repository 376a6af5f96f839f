/**
 * The About page's team (spec §2 "About": three people with these roles).
 * The names are placeholders for a self-hosted deployment: fictional, no
 * photos of real people; the avatars are drawn initials. Blog authors use them too.
 */
export const TEAM = [
  {
    name: "Elena Marsh",
    role: "CEO & Co-founder",
    bio: "Spent ten years in content teams before starting RankLens; cares most about tools that tell writers the truth.",
    hue: "#4f46e5",
  },
  {
    name: "Tomás Reyes",
    role: "CTO & Co-founder",
    bio: "Builds the analysis engine and the self-hosted server; believes every number on screen should be traceable to a rule.",
    hue: "#0e7490",
  },
  {
    name: "Anika Sørensen",
    role: "Head of AI",
    bio: "Works on the writing assistant and the built-in engine; keeps AI output labelled, reviewable and optional.",
    hue: "#9333ea",
  },
] as const;

/** The About page's three values (spec §2 "About"). */
export const VALUES = [
  {
    title: "Innovation First",
    description:
      "We ship measured analysis first and add AI where it helps, clearly marked, never as a black box behind a score.",
  },
  {
    title: "Customer Success",
    description:
      "Your pages and drafts live on your server. Features exist because they help you publish better pages, not to keep you on ours.",
  },
  {
    title: "Quality & Excellence",
    description:
      "Every check is tested against real pages, every score is reproducible, and every claim on this site is one we can back.",
  },
] as const;
