/**
 * The footer's social networks. RankLens has no official accounts to point at
 * yet, so these lead to the networks themselves; an operator replaces the
 * URLs with the project's own profiles.
 */
export const SOCIAL_LINKS = [
  { label: "GitHub", href: "https://github.com/" },
  { label: "LinkedIn", href: "https://www.linkedin.com/" },
  { label: "X (Twitter)", href: "https://x.com/" },
] as const;
