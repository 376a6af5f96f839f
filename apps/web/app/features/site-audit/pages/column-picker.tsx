import { Columns3 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { cn } from "../../../lib/cn";
import type { ColumnChoice } from "./column-choice";
import { isColumnShown, type PageColumn } from "./page-columns";

export interface ColumnPickerProps {
  /** Every column this crawl's table can show, in table order. */
  columns: PageColumn[];
  choice: ColumnChoice;
  onChange: (choice: ColumnChoice) => void;
}

/**
 * "Columns": turns the All pages table's columns on and off. Each change applies at once (the table
 * is behind the dialog) and is remembered for this user and site; the URL column is always shown.
 */
export function ColumnPicker({ columns, choice, onChange }: ColumnPickerProps) {
  const [open, setOpen] = useState(false);
  const shown = columns.filter((column) => isColumnShown(column, choice)).length;
  const showAll = Object.fromEntries(columns.map((column) => [column.id, true]));

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Columns3 className="size-4" aria-hidden="true" />
        Columns ({shown} of {columns.length})
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Columns"
        description="Choose what the table shows. RankLens remembers it for you on this site, in this browser."
        actions={
          <>
            <Button variant="secondary" onClick={() => onChange({})}>
              Default columns
            </Button>
            <Button variant="secondary" onClick={() => onChange(showAll)}>
              Show all
            </Button>
            <Button onClick={() => setOpen(false)}>Done</Button>
          </>
        }
      >
        {/* Only while open: a closed dialog's "Status" checkbox would be a second control of that name. */}
        {open ? (
          <fieldset className="max-h-[50vh] overflow-y-auto rounded-md border border-slate-200 p-2">
            <legend className="sr-only">Shown columns</legend>
            {columns.map((column) => {
              const always = column.id === "url";
              return (
                <label
                  key={column.id}
                  className={cn(
                    "flex items-center gap-3 rounded px-2 py-1.5 text-sm text-slate-800",
                    always ? "cursor-not-allowed text-slate-500" : "cursor-pointer hover:bg-slate-50",
                  )}
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-indigo-600"
                    checked={isColumnShown(column, choice)}
                    disabled={always}
                    onChange={(event) => onChange({ ...choice, [column.id]: event.target.checked })}
                  />
                  <span className="truncate">{column.label}</span>
                  {always ? <span className="ml-auto text-xs">always shown</span> : null}
                </label>
              );
            })}
          </fieldset>
        ) : null}
      </Dialog>
    </>
  );
}
