import {
  BookOpen,
  Eye,
  FileChartColumn,
  FileText,
  LayoutDashboard,
  LifeBuoy,
  LogOut,
  Plus,
  Radar,
  Search,
  Settings,
  Sparkles,
  Users,
  X,
} from "lucide-react";
import type { Ref } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { initialsFromEmail } from "../../lib/initials";
import { useSystemInfo } from "../../lib/system-api";
import { useAccount } from "../../lib/use-account";
import { useCan } from "../../lib/use-can";
import { Logo } from "../site/logo";
import { Badge } from "../ui/badge";
import { Button, buttonClassName } from "../ui/button";
import { FOCUS_RING } from "../ui/focus-ring";
import { Spinner } from "../ui/spinner";
import { RecentContentList } from "./recent-content-list";
import { SidebarLink } from "./sidebar-link";
import { WorkspaceSwitcher } from "./workspace-switcher";

export interface SidebarProps {
  email: string;
  pathname: string;
  onSignOut: () => void;
  signingOut: boolean;
  /** Shown only in the small-screen drawer. */
  onClose?: () => void;
  closeButtonRef?: Ref<HTMLButtonElement>;
}

/**
 * The signed-in navigation (spec §2 "Protected area"): the workspace switcher, main links, New
 * Content, Recent Content, Upgrade to Pro (a "Pro plan" badge for Pro workspaces), Workspace and
 * Settings, Help, and a footer with the user's initials, e-mail and a log-out button.
 */
export function Sidebar({ email, pathname, onSignOut, signingOut, onClose, closeButtonRef }: SidebarProps) {
  const { data: account } = useAccount();
  const { data: system } = useSystemInfo();
  const isPro = account?.user.plan === "pro";
  // With billing off every account is unlimited: nothing to upgrade to.
  const billingOff = system?.billing.enabled === false;
  const write = useCan("content.write");

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center justify-between px-4">
        <Logo to="/dashboard" />
        {onClose ? (
          <button
            ref={closeButtonRef}
            type="button"
            onClick={onClose}
            aria-label="Close navigation"
            className={cn("rounded-md p-2 text-slate-600 hover:bg-slate-100 lg:hidden", FOCUS_RING)}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        ) : null}
      </div>

      <div className="shrink-0 px-3 pb-3">
        <WorkspaceSwitcher />
      </div>

      <nav aria-label="App" className="flex-1 overflow-y-auto px-3 pb-4">
        <div className="space-y-0.5">
          <SidebarLink to="/dashboard" icon={LayoutDashboard} label="Dashboard" />
          <SidebarLink to="/analyzer" icon={Search} label="SEO Analyzer" />
          <SidebarLink to="/site-audit" icon={Radar} label="Site Audit" />
          <SidebarLink to="/projects" icon={Eye} label="Projects" />
          <SidebarLink to="/reports" icon={FileChartColumn} label="Reports" />
          <SidebarLink to="/content" icon={FileText} label="Content" end />
        </div>
        {write.allowed ? (
          <Link to="/content/new" className={buttonClassName("primary", "md", "mt-4 w-full")}>
            <Plus className="size-4" aria-hidden="true" />
            New Content
          </Link>
        ) : (
          <Button className="mt-4 w-full" disabled title={write.reason ?? undefined}>
            <Plus className="size-4" aria-hidden="true" />
            New Content
          </Button>
        )}

        <RecentContentList pathname={pathname} />

        <div className="mt-6 space-y-0.5 border-t border-slate-200 pt-4">
          {isPro ? (
            <div className="flex items-center gap-3 px-3 py-2 text-sm text-slate-700">
              <Sparkles className="size-5 text-indigo-600" aria-hidden="true" />
              <Badge tone="primary">Pro plan</Badge>
            </div>
          ) : billingOff ? (
            <SidebarLink to="/upgrade" icon={Sparkles} label="Unlimited plan" />
          ) : (
            <SidebarLink to="/upgrade" icon={Sparkles} label="Upgrade to Pro" />
          )}
          <SidebarLink to="/workspace" icon={Users} label="Workspace" />
          <SidebarLink to="/settings" icon={Settings} label="Settings" />
        </div>

        <div className="mt-6 border-t border-slate-200 pt-4">
          <h2 className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">Help</h2>
          <div className="space-y-0.5">
            <SidebarLink to="/support" icon={LifeBuoy} label="Contact support" />
            <SidebarLink to="/help" icon={BookOpen} label="Help center" />
          </div>
        </div>
      </nav>

      <div className="flex shrink-0 items-center gap-3 border-t border-slate-200 p-4">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
        >
          {initialsFromEmail(email)}
        </span>
        <span className="min-w-0 flex-1 truncate text-sm text-slate-700" title={email}>
          {email}
        </span>
        <button
          type="button"
          onClick={onSignOut}
          disabled={signingOut}
          aria-label="Log out"
          title="Log out"
          className={cn("rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900", FOCUS_RING)}
        >
          {signingOut ? <Spinner className="size-5" /> : <LogOut className="size-5" aria-hidden="true" />}
        </button>
      </div>
    </div>
  );
}
