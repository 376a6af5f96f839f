/** The footer's link columns (spec §2 "Landing page": Product, Support, Legal). */
export const FOOTER_COLUMNS = [
  {
    heading: "Product",
    links: [
      { label: "Features", to: "/#features" },
      { label: "Pricing", to: "/#pricing" },
      { label: "Blog", to: "/blog" },
      { label: "About", to: "/about" },
    ],
  },
  {
    heading: "Support",
    links: [
      { label: "Documentation", to: "/docs" },
      // Served by the API server (not a client route), so it is a plain link.
      { label: "API", to: "/api", external: true },
      { label: "Help Center", to: "/help" },
      { label: "Contact", to: "/contact" },
      { label: "Our crawler", to: "/bot" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { label: "Privacy", to: "/privacy" },
      { label: "Terms", to: "/terms" },
      { label: "Cookie Policy", to: "/cookies" },
    ],
  },
] as const;
