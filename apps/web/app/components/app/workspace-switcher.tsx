import { ROLE_LABELS, type Workspace } from "@ranklens/shared";
import { Check, ChevronsUpDown, Plus, Settings2 } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { useActiveWorkspace, useSwitchWorkspace } from "../../lib/use-workspaces";
import { Badge } from "../ui/badge";
import { FOCUS_RING } from "../ui/focus-ring";
import { Spinner } from "../ui/spinner";
import { CreateWorkspaceDialog } from "./create-workspace-dialog";

/** The menu's items in order (workspaces, then the actions). */
const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>("[role^='menuitem']") ?? []);

const ITEM =
  "flex w-full items-center gap-2 px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none";

/**
 * The workspace switcher at the top of the sidebar: the active workspace and the caller's role in
 * it; a menu (menu button pattern: arrows, Home/End, Escape) of every workspace with its role,
 * "Create workspace" and "Workspace settings".
 */
export function WorkspaceSwitcher() {
  const { query, workspace } = useActiveWorkspace();
  const switchTo = useSwitchWorkspace();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  // Which item takes focus once the menu opens: the first, the last, or none (a mouse click).
  const focusOnOpen = useRef<"first" | "last" | "active">("active");

  useEffect(() => {
    if (!open) return;
    const all = menuItems(menuRef.current);
    const target =
      focusOnOpen.current === "last"
        ? all.at(-1)
        : focusOnOpen.current === "first"
          ? all[0]
          : (all.find((item) => item.getAttribute("aria-checked") === "true") ?? all[0]);
    target?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function openMenu(focus: "first" | "last" | "active") {
    focusOnOpen.current = focus;
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openMenu(event.key === "ArrowDown" ? "first" : "last");
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = menuItems(menuRef.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => all[(next + all.length) % all.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        move(index + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        move(index - 1);
        break;
      case "Home":
        event.preventDefault();
        move(0);
        break;
      case "End":
        event.preventDefault();
        move(all.length - 1);
        break;
      case "Escape":
        // Handled: the phone drawer around the sidebar must not close as well.
        event.preventDefault();
        close(true);
        break;
      case "Tab":
        close(false);
        break;
    }
  }

  function choose(target: Workspace) {
    close(true);
    if (target.id !== workspace?.id) switchTo.mutate(target.id);
  }

  if (query.isPending) {
    return (
      <div className="flex h-14 items-center px-3 text-indigo-600">
        <Spinner className="size-5" label="Loading workspaces" />
      </div>
    );
  }
  if (query.isError || !workspace) {
    return (
      <div className="px-3 py-2 text-sm text-red-700">
        <p>Workspaces could not be loaded.</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className={cn("mt-1 font-medium text-indigo-700 underline", FOCUS_RING)}
        >
          Reload workspaces
        </button>
      </div>
    );
  }

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu("active"))}
        onKeyDown={onButtonKeyDown}
        className={cn(
          "flex w-full items-center gap-3 rounded-md border border-slate-200 bg-white px-2.5 py-2 text-left shadow-sm hover:bg-slate-50",
          FOCUS_RING,
        )}
      >
        <WorkspaceMark name={workspace.name} />
        <span className="min-w-0 flex-1">
          <span className="sr-only">Workspace: </span>
          <span className="block truncate text-sm font-semibold text-slate-900" title={workspace.name}>
            {workspace.name}
          </span>
          <span className="block text-xs text-slate-600">
            <span className="sr-only">your role: </span>
            {ROLE_LABELS[workspace.role]}
          </span>
        </span>
        {switchTo.isPending ? (
          <Spinner className="size-4 text-indigo-600" label="Switching workspace" />
        ) : (
          <ChevronsUpDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        )}
      </button>

      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          // Wider than the desktop sidebar, over the page, so longer names fit.
          className="absolute top-full left-0 z-50 mt-1 max-h-[70dvh] w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg lg:w-80"
        >
          <p role="presentation" className="px-3 pt-1 pb-1.5 text-xs font-medium text-slate-500">
            Workspaces
          </p>
          {query.data.items.map((item) => {
            const active = item.id === workspace.id;
            return (
              <button
                key={item.id}
                type="button"
                role="menuitemradio"
                aria-checked={active}
                tabIndex={-1}
                onClick={() => choose(item)}
                className={ITEM}
              >
                <Check
                  className={cn("size-4 shrink-0 text-indigo-600", active ? "visible" : "invisible")}
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1 truncate" title={item.name}>
                  {item.name}
                </span>
                <Badge tone={item.role === "owner" ? "primary" : "neutral"}>{ROLE_LABELS[item.role]}</Badge>
              </button>
            );
          })}
          <hr className="my-1 border-slate-200" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              close(false);
              setCreating(true);
            }}
            className={ITEM}
          >
            <Plus className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            Create workspace
          </button>
          <Link role="menuitem" tabIndex={-1} to="/workspace" onClick={() => close(false)} className={ITEM}>
            <Settings2 className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            Workspace settings
          </Link>
        </div>
      ) : null}

      {/* Mounted only while open: a fresh form each time, and no hidden second "Workspace name" field on /workspace. */}
      {creating ? (
        <CreateWorkspaceDialog
          open
          onClose={() => {
            setCreating(false);
            buttonRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/** A square with the workspace's first letter, so workspaces are told apart at a glance. */
function WorkspaceMark({ name }: { name: string }) {
  const letter = Array.from(name.trim())[0]?.toUpperCase() ?? "?";
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-md bg-indigo-600 text-sm font-semibold text-white"
    >
      {letter}
    </span>
  );
}
