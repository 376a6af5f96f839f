import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { PRODUCT_NAME } from "../../lib/product";
import { FOCUS_RING } from "../ui/focus-ring";
import { FOOTER_COLUMNS } from "./footer-columns";
import { SOCIAL_LINKS } from "./social-links";

// inline-block + padding: each link is at least 24 px tall (Lighthouse target-size).
const LINK = cn("inline-block rounded py-0.5 text-sm text-slate-600 hover:text-indigo-700", FOCUS_RING);

/** The public pages' footer: Product, Support and Legal columns and social links (spec §2 "Landing page"). */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-slate-900">{PRODUCT_NAME}</p>
          <p className="mt-2 text-sm text-slate-600">
            Self-hosted SEO analysis and content workspace. Open source, runs on your own server.
          </p>
          <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2" aria-label="Social networks">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <a href={social.href} className={LINK} rel="noopener noreferrer" target="_blank">
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold text-slate-900">{column.heading}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  {"external" in link ? (
                    <a href={link.to} className={LINK}>
                      {link.label}
                    </a>
                  ) : (
                    <Link to={link.to} className={LINK}>
                      {link.label}
                    </Link>
                  )}
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
