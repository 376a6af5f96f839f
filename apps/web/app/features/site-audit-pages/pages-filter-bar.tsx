import type { StatusClass } from "@ranklens/shared";
import { Search } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "../../components/ui/button";
import { FormField, TEXT_CONTROL_CLASSES } from "../../components/ui/form-field";
import { cn } from "../../lib/cn";
import type { CrawlPagesFilters } from "../../lib/crawl-pages-api";

const SELECT = cn(TEXT_CONTROL_CLASSES, "h-10 border-slate-300");

const STATUS_OPTIONS: Array<{ value: StatusClass; label: string }> = [
  { value: "2xx", label: "2xx success" },
  { value: "3xx", label: "3xx redirect" },
  { value: "4xx", label: "4xx client error" },
  { value: "5xx", label: "5xx server error" },
  { value: "failed", label: "No response" },
];

/** Status class, indexability and a search on URL or title; the search applies on Enter or the button. */
export function PagesFilterBar({
  filters,
  onChange,
}: {
  filters: CrawlPagesFilters;
  onChange: (filters: CrawlPagesFilters) => void;
}) {
  const [search, setSearch] = useState(filters.q ?? "");
  // Back/forward or a cleared filter changes the address: the box follows it.
  useEffect(() => setSearch(filters.q ?? ""), [filters.q]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = search.trim();
    onChange({ ...filters, ...(q ? { q } : { q: undefined }) });
  }

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:flex lg:items-end">
      <FormField label="Status" fieldClassName="lg:w-48">
        {(control) => (
          <select
            {...control}
            value={filters.status ?? ""}
            onChange={(event) =>
              onChange({ ...filters, status: (event.target.value || undefined) as StatusClass | undefined })
            }
            className={SELECT}
          >
            <option value="">All statuses</option>
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Indexability" fieldClassName="lg:w-48">
        {(control) => (
          <select
            {...control}
            value={filters.indexable === undefined ? "" : String(filters.indexable)}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ ...filters, indexable: value === "" ? undefined : value === "true" });
            }}
            className={SELECT}
          >
            <option value="">Indexable or not</option>
            <option value="true">Indexable</option>
            <option value="false">Not indexable</option>
          </select>
        )}
      </FormField>
      <form onSubmit={submit} className="flex items-end gap-2 sm:col-span-2 lg:flex-1">
        <FormField label="Search URL or title" fieldClassName="min-w-0 flex-1">
          {(control) => (
            <input
              {...control}
              type="search"
              value={search}
              maxLength={200}
              placeholder="/blog/ or a title word"
              onChange={(event) => setSearch(event.target.value)}
              className={cn(TEXT_CONTROL_CLASSES, "h-10 border-slate-300")}
            />
          )}
        </FormField>
        <Button type="submit" variant="secondary">
          <Search className="size-4" aria-hidden="true" />
          Search
        </Button>
      </form>
    </div>
  );
}
