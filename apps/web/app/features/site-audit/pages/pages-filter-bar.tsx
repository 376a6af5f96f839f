import { regexProblem } from "@ranklens/patterns";
import { PAGE_REGEX_MAX, PAGE_REGEX_OPTIONS, type StatusClass } from "@ranklens/shared";
import { Search } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormField, SELECT_CLASSES } from "../../../components/ui/form-field";
import { cn } from "../../../lib/cn";
import type { CrawlPagesFilters } from "../../../lib/crawl-pages-api";

const STATUS_OPTIONS: Array<{ value: StatusClass; label: string }> = [
  { value: "2xx", label: "2xx success" },
  { value: "3xx", label: "3xx redirect" },
  { value: "4xx", label: "4xx client error" },
  { value: "5xx", label: "5xx server error" },
  { value: "failed", label: "No response" },
];

/** Depths offered in the depth filter, exactly or at most; deeper crawls use the address (?depth=14). */
const DEPTH_CHOICES = Array.from({ length: 11 }, (_, depth) => depth);
const clicks = (depth: number) =>
  depth === 0 ? "0 (start URL)" : `${depth} ${depth === 1 ? "click" : "clicks"}`;

/** The depth filter as one select value: "" (any), "eq:2" or "max:2". */
function depthValue(filters: CrawlPagesFilters): string {
  if (filters.depth !== undefined) return `eq:${filters.depth}`;
  if (filters.maxDepth !== undefined) return `max:${filters.maxDepth}`;
  return "";
}

type SearchMode = "contains" | "regex";

/**
 * Status class, indexability, click depth and a search on URL or title, as text it contains or
 * as a regular expression (checked here with the server's own rules before it is sent); the
 * search applies on Enter or the button.
 */
export function PagesFilterBar({
  filters,
  onChange,
}: {
  filters: CrawlPagesFilters;
  onChange: (filters: CrawlPagesFilters) => void;
}) {
  const [search, setSearch] = useState(filters.regex ?? filters.q ?? "");
  const [mode, setMode] = useState<SearchMode>(filters.regex ? "regex" : "contains");
  const [regexError, setRegexError] = useState<string | null>(null);
  // Back/forward or a cleared filter changes the address: the box follows it.
  useEffect(() => {
    setSearch(filters.regex ?? filters.q ?? "");
    if (filters.regex) setMode("regex");
    else if (filters.q) setMode("contains");
    setRegexError(null);
  }, [filters.q, filters.regex]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = mode === "regex" ? search : search.trim();
    if (mode === "regex" && text) {
      const problem = regexProblem(text, PAGE_REGEX_OPTIONS);
      setRegexError(problem);
      if (problem) return;
    }
    setRegexError(null);
    const rest = { ...filters, q: undefined, regex: undefined };
    if (!text) onChange(rest);
    else onChange(mode === "regex" ? { ...rest, regex: text } : { ...rest, q: text });
  }

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <FormField label="Status">
        {(control) => (
          <select
            {...control}
            value={filters.status ?? ""}
            onChange={(event) =>
              onChange({ ...filters, status: (event.target.value || undefined) as StatusClass | undefined })
            }
            className={SELECT_CLASSES}
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
      <FormField label="Indexability">
        {(control) => (
          <select
            {...control}
            value={filters.indexable === undefined ? "" : String(filters.indexable)}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ ...filters, indexable: value === "" ? undefined : value === "true" });
            }}
            className={SELECT_CLASSES}
          >
            <option value="">Indexable or not</option>
            <option value="true">Indexable</option>
            <option value="false">Not indexable</option>
          </select>
        )}
      </FormField>
      <FormField label="Depth">
        {(control) => (
          <select
            {...control}
            value={depthValue(filters)}
            onChange={(event) => {
              const [kind, n] = event.target.value.split(":");
              const rest = { ...filters, depth: undefined, maxDepth: undefined };
              if (kind === "eq") onChange({ ...rest, depth: Number(n) });
              else if (kind === "max") onChange({ ...rest, maxDepth: Number(n) });
              else onChange(rest);
            }}
            className={SELECT_CLASSES}
          >
            <option value="">Any depth</option>
            <optgroup label="Exactly">
              {DEPTH_CHOICES.map((depth) => (
                <option key={depth} value={`eq:${depth}`}>
                  {clicks(depth)}
                </option>
              ))}
            </optgroup>
            <optgroup label="At most">
              {DEPTH_CHOICES.slice(1).map((depth) => (
                <option key={depth} value={`max:${depth}`}>
                  At most {clicks(depth)}
                </option>
              ))}
            </optgroup>
            {/* A depth from the address beyond the list still shows as chosen. */}
            {filters.depth !== undefined && filters.depth > 10 ? (
              <option value={`eq:${filters.depth}`}>{clicks(filters.depth)}</option>
            ) : null}
            {filters.maxDepth !== undefined && (filters.maxDepth > 10 || filters.maxDepth === 0) ? (
              <option value={`max:${filters.maxDepth}`}>At most {clicks(filters.maxDepth)}</option>
            ) : null}
          </select>
        )}
      </FormField>
      <form onSubmit={submit} className="flex items-start gap-2 sm:col-span-3">
        <FormField label="Match" fieldClassName="w-28 shrink-0">
          {(control) => (
            <select
              {...control}
              value={mode}
              onChange={(event) => {
                setMode(event.target.value as SearchMode);
                setRegexError(null);
              }}
              className={SELECT_CLASSES}
            >
              <option value="contains">Contains</option>
              <option value="regex">Regex</option>
            </select>
          )}
        </FormField>
        <FormField
          label="Search URL or title"
          fieldClassName="min-w-0 flex-1"
          error={regexError ?? undefined}
        >
          {(control) => (
            <input
              {...control}
              type="search"
              value={search}
              maxLength={mode === "regex" ? PAGE_REGEX_MAX : 200}
              placeholder={mode === "regex" ? "^.*/blog/\\d+ or (sale|offer)" : "/blog/ or a title word"}
              onChange={(event) => setSearch(event.target.value)}
              className={cn(SELECT_CLASSES, mode === "regex" && "font-mono")}
            />
          )}
        </FormField>
        {/* The label's line above the controls: the button lines up with the box. On a phone, the icon only. */}
        <Button type="submit" variant="secondary" className="mt-[26px] shrink-0">
          <Search className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Search</span>
        </Button>
      </form>
    </div>
  );
}
