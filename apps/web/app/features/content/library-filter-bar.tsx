import type { ContentStatus, ContentType } from "@ranklens/shared";
import { useId } from "react";
import { STATUS_OPTIONS, TYPE_OPTIONS } from "./content-labels";
import type { LibraryFilters } from "./library-filters";

const SELECT =
  "block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600";

/** The library's Type and Status filters (All Types + the editor's four types; All Status + three). */
export function LibraryFilterBar({
  filters,
  onChange,
}: {
  filters: LibraryFilters;
  onChange: (filters: LibraryFilters) => void;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-3 sm:flex sm:items-end">
      <div className="space-y-1.5 sm:w-56">
        <label htmlFor={`${id}-type`} className="block text-sm font-medium text-slate-800">
          Type
        </label>
        <select
          id={`${id}-type`}
          value={filters.type ?? ""}
          onChange={(event) =>
            onChange({ ...filters, type: (event.target.value || undefined) as ContentType })
          }
          className={SELECT}
        >
          <option value="">All Types</option>
          {TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5 sm:w-48">
        <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id={`${id}-status`}
          value={filters.status ?? ""}
          onChange={(event) =>
            onChange({ ...filters, status: (event.target.value || undefined) as ContentStatus })
          }
          className={SELECT}
        >
          <option value="">All Status</option>
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
