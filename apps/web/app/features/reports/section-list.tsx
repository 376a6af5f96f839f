import {
  REPORT_LIMITS,
  REPORT_SECTION_SOURCES,
  REPORT_SECTION_TITLES,
  type ReportSectionKind,
} from "@ranklens/shared";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Textarea } from "../../components/ui/textarea";
import { cn } from "../../lib/cn";
import { moveSection, toggleSection } from "./report-form";

const SOURCE_LABELS = {
  site: "From the site's crawls",
  project: "From the project",
  workspace: "From the workspace",
} as const;

type Direction = "up" | "down";

/**
 * Every section a report can have, as an ordered list: a checkbox includes one, Up and Down
 * buttons move it (the report prints the ticked ones in this order). After a move, focus stays on
 * the moved section's button and the new position is announced. The note section has its text box.
 */
export function SectionList({
  order,
  chosen,
  note,
  onChange,
  onNoteChange,
  error,
  noteError,
}: {
  order: ReportSectionKind[];
  chosen: ReportSectionKind[];
  note: string;
  onChange: (next: { order: ReportSectionKind[]; chosen: ReportSectionKind[] }) => void;
  onNoteChange: (note: string) => void;
  error: string | null;
  noteError: string | null;
}) {
  const baseId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<{
    kind: ReportSectionKind;
    direction: Direction;
  } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const included = order.filter((kind) => chosen.includes(kind));

  useEffect(() => {
    if (!focusAfterMove) return;
    const { kind, direction } = focusAfterMove;
    const other: Direction = direction === "up" ? "down" : "up";
    const same = buttons.current.get(`${kind}-${direction}`);
    // At the top (or bottom) the button just used is disabled: the other one keeps focus in the row.
    (same && !same.disabled ? same : buttons.current.get(`${kind}-${other}`))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const move = (kind: ReportSectionKind, direction: Direction) => {
    const next = moveSection(order, kind, direction === "up" ? -1 : 1);
    onChange({ order: next, chosen });
    setFocusAfterMove({ kind, direction });
    setAnnouncement(
      `${REPORT_SECTION_TITLES[kind]} moved to position ${next.indexOf(kind) + 1} of ${next.length}.`,
    );
  };

  const errorId = `${baseId}-error`;
  return (
    <fieldset
      className="min-w-0"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-semibold text-slate-900">Sections</legend>
      <p className="mt-1 text-xs text-slate-600">
        Tick the sections to include. The report prints them in this order; move them with the arrows.
      </p>
      <ol className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-300">
        {order.map((kind, index) => {
          const title = REPORT_SECTION_TITLES[kind];
          const on = chosen.includes(kind);
          const position = included.indexOf(kind) + 1;
          return (
            <li key={kind} className={cn("px-3 py-2.5", on ? "bg-white" : "bg-slate-50")}>
              <div className="flex items-center gap-3">
                <div className="flex min-w-0 flex-1 items-start gap-2.5">
                  <input
                    id={`${baseId}-${kind}`}
                    type="checkbox"
                    checked={on}
                    aria-describedby={`${baseId}-${kind}-source`}
                    onChange={(event) =>
                      onChange({ order, chosen: toggleSection(chosen, kind, event.target.checked) })
                    }
                    className="mt-0.5 size-4 shrink-0 cursor-pointer accent-indigo-600"
                  />
                  <div className="min-w-0">
                    <label
                      htmlFor={`${baseId}-${kind}`}
                      className="block cursor-pointer text-sm font-medium text-slate-900"
                    >
                      {on ? (
                        <span className="mr-1.5 text-indigo-700 tabular-nums" aria-hidden="true">
                          {position}.
                        </span>
                      ) : null}
                      {title}
                    </label>
                    <p id={`${baseId}-${kind}-source`} className="text-xs text-slate-600">
                      {SOURCE_LABELS[REPORT_SECTION_SOURCES[kind]]}
                    </p>
                  </div>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="px-2 disabled:bg-transparent disabled:text-slate-400"
                    aria-label={`Move ${title} up`}
                    title="Move up"
                    disabled={index === 0}
                    onClick={() => move(kind, "up")}
                    ref={(element) => {
                      if (element) buttons.current.set(`${kind}-up`, element);
                      else buttons.current.delete(`${kind}-up`);
                    }}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="px-2 disabled:bg-transparent disabled:text-slate-400"
                    aria-label={`Move ${title} down`}
                    title="Move down"
                    disabled={index === order.length - 1}
                    onClick={() => move(kind, "down")}
                    ref={(element) => {
                      if (element) buttons.current.set(`${kind}-down`, element);
                      else buttons.current.delete(`${kind}-down`);
                    }}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              </div>
              {kind === "note" && on ? (
                <Textarea
                  label="Note text"
                  name="note"
                  rows={5}
                  value={note}
                  onChange={(event) => onNoteChange(event.target.value)}
                  error={noteError}
                  hint={`Plain text; a blank line starts a paragraph. ${note.length.toLocaleString("en-US")} of ${REPORT_LIMITS.note.toLocaleString("en-US")} characters.`}
                  fieldClassName="mt-3"
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      {error ? (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
