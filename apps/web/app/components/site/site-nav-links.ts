/** The public header's links (spec §2 "Public header"). */
export const SITE_NAV_LINKS = [
  { label: "Features", to: "/#features" },
  { label: "Pricing", to: "/#pricing" },
  { label: "Blog", to: "/blog" },
  { label: "About", to: "/about" },
] as const;
