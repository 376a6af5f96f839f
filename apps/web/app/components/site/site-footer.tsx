import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { PRODUCT_NAME } from "../../lib/product";
import { FOCUS_RING } from "../ui/focus-ring";

const COLUMNS = [
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
      { label: "API", to: "/api" },
      { label: "Help Center", to: "/help" },
      { label: "Contact", to: "/contact" },
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

/** The public pages' footer: Product, Support and Legal link columns (spec §2 "Landing page"). */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-slate-900">{PRODUCT_NAME}</p>
          <p className="mt-2 text-sm text-slate-600">Self-hosted SEO analysis and content workspace.</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold text-slate-900">{column.heading}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={cn("rounded text-sm text-slate-600 hover:text-indigo-700", FOCUS_RING)}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {/* The year is prerendered at build time; a build from last year must not break hydration. */}
      <div
        className="border-t border-slate-200 py-6 text-center text-sm text-slate-600"
        suppressHydrationWarning
      >
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </div>
    </footer>
  );
}
