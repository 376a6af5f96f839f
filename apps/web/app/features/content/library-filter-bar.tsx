import type { ContentStatus, ContentType } from "@ranklens/shared";
import { FormField, SELECT_CLASSES } from "../../components/ui/form-field";
import { STATUS_OPTIONS, TYPE_OPTIONS } from "./content-labels";
import type { LibraryFilters } from "./library-filters";

/** The library's Type and Status filters (All Types + the editor's four types; All Status + three). */
export function LibraryFilterBar({
  filters,
  onChange,
}: {
  filters: LibraryFilters;
  onChange: (filters: LibraryFilters) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:flex sm:items-end">
      <FormField label="Type" fieldClassName="sm:w-56">
        {(control) => (
          <select
            {...control}
            value={filters.type ?? ""}
            onChange={(event) =>
              onChange({ ...filters, type: (event.target.value || undefined) as ContentType })
            }
            className={SELECT_CLASSES}
          >
            <option value="">All Types</option>
            {TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Status" fieldClassName="sm:w-48">
        {(control) => (
          <select
            {...control}
            value={filters.status ?? ""}
            onChange={(event) =>
              onChange({ ...filters, status: (event.target.value || undefined) as ContentStatus })
            }
            className={SELECT_CLASSES}
          >
            <option value="">All Status</option>
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
