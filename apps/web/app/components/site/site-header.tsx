import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "../../lib/cn";
import { buttonClassName } from "../ui/button";
import { FOCUS_RING } from "../ui/focus-ring";
import { Logo } from "./logo";
import { SITE_NAV_LINKS } from "./site-nav-links";
import { useSignedIn } from "./use-signed-in";

const NAV_LINK = cn(
  "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-indigo-700",
  FOCUS_RING,
);

/**
 * The public pages' header: section links, then Log in / Get Started, or
 * Open Dashboard (to /analyzer) for a signed-in visitor. Below `md` the links
 * collapse into a menu button.
 */
export function SiteHeader() {
  const signedIn = useSignedIn();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Close the menu after navigating; keep `location` as the trigger.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => setMenuOpen(false), [location]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const accountLinks = signedIn ? (
    <Link to="/analyzer" className={buttonClassName("primary")}>
      Open Dashboard
    </Link>
  ) : (
    <>
      <Link to="/login" className={NAV_LINK}>
        Log in
      </Link>
      <Link to="/register" className={buttonClassName("primary")}>
        Get Started
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {SITE_NAV_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={NAV_LINK}>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">{accountLinks}</div>
        <button
          ref={toggleRef}
          type="button"
          className={cn("rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden", FOCUS_RING)}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
      </div>
      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 px-4 pb-4 md:hidden">
        <nav aria-label="Main" className="flex flex-col py-2">
          {SITE_NAV_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={NAV_LINK}>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-2">{accountLinks}</div>
      </div>
    </header>
  );
}
