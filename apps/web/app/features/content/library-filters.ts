import { CONTENT_STATUSES, CONTENT_TYPES, type ContentStatus, type ContentType } from "@ranklens/shared";

/** The library's Type and Status filters; undefined means All. */
export interface LibraryFilters {
  type?: ContentType;
  status?: ContentStatus;
}

/** Reads the filters from the address (?type=&status=); unknown values mean All. */
export function filtersFromSearch(params: URLSearchParams): LibraryFilters {
  const type = params.get("type");
  const status = params.get("status");
  return {
    type: CONTENT_TYPES.includes(type as ContentType) ? (type as ContentType) : undefined,
    status: CONTENT_STATUSES.includes(status as ContentStatus) ? (status as ContentStatus) : undefined,
  };
}

/** The address query for the filters, keeping any other parameters; All leaves the parameter out. */
export function searchWithFilters(params: URLSearchParams, filters: LibraryFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ["type", "status"] as const) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** True when any filter narrows the list (decides which empty state to show). */
export function hasFilters(filters: LibraryFilters): boolean {
  return filters.type !== undefined || filters.status !== undefined;
}
