import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { SiteFooter } from "../components/site/site-footer";
import { SiteHeader } from "../components/site/site-header";
import { buttonClassName } from "../components/ui/button";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Page not found") },
  { name: "robots", content: "noindex" },
];

/** Every unknown address: says so plainly and offers the likely next steps. */
export default function NotFound() {
  const { pathname } = useLocation();
  // This page is prerendered once and served for every unknown address, so the address is filled in by the browser.
  const [shownPath, setShownPath] = useState<string | null>(null);
  useEffect(() => setShownPath(pathname), [pathname]);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
        <p className="text-sm font-semibold text-indigo-700">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
        <p className="mt-4 max-w-md text-slate-600">
          {shownPath ? (
            <>
              There is no page at{" "}
              <code className="rounded bg-slate-100 px-1.5 py-0.5 break-all">{shownPath}</code>.{" "}
            </>
          ) : (
            "There is no page at this address. "
          )}
          It may have moved, or the address may be mistyped.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClassName("primary")}>
            Go to the home page
          </Link>
          <Link to="/dashboard" className={buttonClassName("secondary")}>
            Open your dashboard
          </Link>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
