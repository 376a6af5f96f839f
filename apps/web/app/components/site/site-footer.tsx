import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { PRODUCT_NAME } from "../../lib/product";
import { REPOSITORY_URL } from "../../lib/repository-url";
import { FOCUS_RING } from "../ui/focus-ring";
import { FOOTER_COLUMNS } from "./footer-columns";

// inline-block + padding: each link is at least 24 px tall (Lighthouse target-size).
const LINK = cn("inline-block rounded py-0.5 text-sm text-slate-600 hover:text-indigo-700", FOCUS_RING);

/**
 * The public pages' footer: Product, Support and Legal columns (spec §2
 * "Landing page"). The spec's social links pointed at the networks' home
 * pages, since RankLens has no accounts there; the one real page is the
 * source code, linked when PUBLIC_REPOSITORY_URL is set at build time.
 */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-slate-900">{PRODUCT_NAME}</p>
          <p className="mt-2 text-sm text-slate-600">
            Self-hosted SEO analysis and content workspace. Open source, runs on your own server.
          </p>
          {REPOSITORY_URL ? (
            <p className="mt-4">
              <a href={REPOSITORY_URL} className={LINK} rel="noopener">
                Source code
              </a>
            </p>
          ) : null}
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
