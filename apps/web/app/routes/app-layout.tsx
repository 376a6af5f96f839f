import { Menu } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Outlet, useLocation, useMatches, useNavigate } from "react-router";
import { LinkWorkspaceNotMember } from "../components/app/link-workspace-not-member";
import { SessionUnavailable } from "../components/app/session-unavailable";
import { Sidebar } from "../components/app/sidebar";
import { Logo } from "../components/site/logo";
import { FOCUS_RING } from "../components/ui/focus-ring";
import { PageSpinner, Spinner } from "../components/ui/spinner";
import { authClient } from "../lib/auth-client";
import { cn } from "../lib/cn";
import { loginPathFor } from "../lib/safe-redirect";
import { sessionStatus } from "../lib/session-status";
import { useSignOut } from "../lib/use-sign-out";
import { useWorkspaceSync } from "../lib/use-workspace-sync";
import { useWorkspaceFromLink } from "../lib/workspace-from-link";

/** Keeps this tab on the session's active workspace; mounted only once there is a session. */
function WorkspaceSync() {
  useWorkspaceSync();
  return null;
}

/**
 * The page, once a link's `?workspace=<id>` is honoured: nothing of either workspace while the
 * switch runs (the page would ask the old one and answer 404), a message when the reader is not a member.
 */
/** A screen that wants the window's whole width (a wide grid) says so in its route's `handle`. */
export interface AppRouteHandle {
  wide?: boolean;
}

function PageInLinkWorkspace({ email }: { email: string }) {
  const state = useWorkspaceFromLink();
  if (state === "switching") {
    return (
      <div className="flex justify-center py-16 text-indigo-600">
        <Spinner className="size-8" label="Opening the link's workspace…" />
      </div>
    );
  }
  if (state === "not-member") return <LinkWorkspaceNotMember email={email} />;
  return <Outlet />;
}

const SIDEBAR_ID = "app-sidebar";

/**
 * The signed-in area: waits for the session (spinner), sends visitors without
 * one to /login remembering where they were, then shows the sidebar and the
 * page. When the session cannot be checked (429, 5xx, offline) the visitor
 * stays and can retry. Below `lg` the sidebar is a drawer over the page.
 */
export default function AppLayout() {
  const sessionQuery = authClient.useSession();
  const { data: session, isRefetching, refetch } = sessionQuery;
  const status = sessionStatus(sessionQuery);
  const location = useLocation();
  const fullWidth = useMatches().some((match) => (match.handle as AppRouteHandle | undefined)?.wide);
  const navigate = useNavigate();
  const { signOut, signingOut, leaving } = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const signedOut = status === "signed-out";
  useEffect(() => {
    if (signedOut && !leaving.current) navigate(loginPathFor(location), { replace: true });
  }, [signedOut, leaving, location, navigate]);

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    toggleRef.current?.focus();
  }, []);

  // A link chosen in the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  // Widening the window past the drawer breakpoint closes the drawer, or the page would stay inert.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 64rem)");
    const onChange = () => {
      if (wide.matches) setDrawerOpen(false);
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (!drawerOpen) return;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // A menu inside the drawer (the workspace switcher) that handled Escape closes only itself.
      if (event.key === "Escape" && !event.defaultPrevented) closeDrawer();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [drawerOpen, closeDrawer]);

  if (status === "unavailable") {
    return <SessionUnavailable onRetry={() => void refetch()} retrying={isRefetching} />;
  }
  if (!session) return <PageSpinner />;

  return (
    <div className="min-h-dvh lg:flex">
      {/* React 19 hoists this into <head>: signed-in pages stay out of search engines. */}
      <meta name="robots" content="noindex" />
      <WorkspaceSync />
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-4 py-2 text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>

      <div className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4 lg:hidden">
        <button
          ref={toggleRef}
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label="Open navigation"
          aria-expanded={drawerOpen}
          aria-controls={SIDEBAR_ID}
          className={cn("rounded-md p-2 text-slate-700 hover:bg-slate-100", FOCUS_RING)}
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        <Logo to="/dashboard" />
      </div>

      {drawerOpen ? (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-slate-900/50 lg:hidden"
          onClick={closeDrawer}
        />
      ) : null}

      <aside
        id={SIDEBAR_ID}
        aria-label="Sidebar"
        className={cn(
          "fixed inset-y-0 left-0 z-40 w-72 border-r border-slate-200 bg-white duration-200",
          "lg:sticky lg:top-0 lg:z-auto lg:h-dvh lg:w-64 lg:shrink-0 lg:translate-x-0 lg:visible",
          // Off-screen and invisible when closed, so its links leave the tab order too. Visibility is
          // animated only when closing (hidden after the slide); opening shows it at once so it can take focus.
          drawerOpen
            ? "visible translate-x-0 transition-[translate]"
            : "invisible -translate-x-full transition-[translate,visibility]",
        )}
      >
        <Sidebar
          email={session.user.email}
          pathname={location.pathname}
          onSignOut={signOut}
          signingOut={signingOut}
          onClose={closeDrawer}
          closeButtonRef={closeRef}
        />
      </aside>

      {/* While the drawer is open the page behind it is inert: no focus, no clicks. */}
      <div className="min-w-0 flex-1" inert={drawerOpen}>
        <main
          id="main"
          tabIndex={-1}
          className={cn(
            "mx-auto w-full px-4 py-6 sm:px-6 lg:px-10 lg:py-10",
            fullWidth ? "max-w-none" : "max-w-5xl",
          )}
        >
          <PageInLinkWorkspace email={session.user.email} />
        </main>
      </div>
    </div>
  );
}
