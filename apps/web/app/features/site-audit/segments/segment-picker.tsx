import { useQuery } from "@tanstack/react-query";
import { FormField, SELECT_CLASSES } from "../../../components/ui/form-field";
import { queryKeys } from "../../../lib/query-keys";
import { listSegments } from "../../../lib/site-audits-api";

/**
 * One of the site's saved segments (or all pages), for a screen that reads a crawl through one:
 * Compare and the issues. Segments are made and changed in All pages; without any, nothing shows.
 */
export function SegmentPicker({
  siteId,
  value,
  onChange,
}: {
  siteId: string;
  value: string | null;
  onChange: (segmentId: string | null) => void;
}) {
  const segments = useQuery({
    queryKey: queryKeys.siteAudits.segments(siteId),
    queryFn: () => listSegments(siteId),
  });
  if (!segments.data || (segments.data.length === 0 && value === null)) return null;
  return (
    <FormField label="Segment" fieldClassName="max-w-sm">
      {(control) => (
        <select
          {...control}
          className={SELECT_CLASSES}
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value || null)}
        >
          <option value="">All pages</option>
          {segments.data.map((segment) => (
            <option key={segment.id} value={segment.id}>
              {segment.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
