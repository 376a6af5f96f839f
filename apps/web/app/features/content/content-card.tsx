import type { ContentSummary } from "@ranklens/shared";
import { Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { buttonClassName } from "../../components/ui/button";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import type { Permission } from "../../lib/permission";
import { attributionLine } from "../../lib/person-name";
import { labelOf, STATUS_OPTIONS, STATUS_TONES, TYPE_ICONS, TYPE_OPTIONS } from "./content-labels";
import { formatDate } from "./revision-labels";

/** How many target keywords a card shows (spec §9). */
export const CARD_KEYWORDS = 3;

/**
 * A library card: type icon, title, status badge, meta description, up to 3 target keywords,
 * who wrote and last edited it, 'Updated {date}', and edit and delete buttons (delete disabled
 * for a role that may not delete).
 */
export function ContentCard({
  item,
  onDelete,
  remove,
}: {
  item: ContentSummary;
  onDelete: (item: ContentSummary) => void;
  remove: Permission;
}) {
  const Icon = TYPE_ICONS[item.type];
  const title = item.title.trim() || "Untitled";
  const editPath = `/content/${encodeURIComponent(item.id)}`;
  const hiddenKeywords = item.targetKeywords.length - CARD_KEYWORDS;

  return (
    <article className="flex w-full min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-md bg-indigo-50 text-indigo-700"
          title={labelOf(TYPE_OPTIONS, item.type)}
        >
          <Icon className="size-5" aria-hidden="true" />
          <span className="sr-only">{labelOf(TYPE_OPTIONS, item.type)}</span>
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-slate-900">
            <Link
              to={editPath}
              className={cn("rounded-sm hover:text-indigo-700 hover:underline", FOCUS_RING)}
            >
              {title}
            </Link>
          </h3>
          <div className="mt-1">
            <Badge tone={STATUS_TONES[item.status]}>{labelOf(STATUS_OPTIONS, item.status)}</Badge>
          </div>
        </div>
      </div>
      {item.metaDescription ? (
        <p className="mt-3 line-clamp-3 text-sm break-words text-slate-600">{item.metaDescription}</p>
      ) : (
        <p className="mt-3 text-sm text-slate-500 italic">No meta description</p>
      )}
      {item.targetKeywords.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Target keywords">
          {item.targetKeywords.slice(0, CARD_KEYWORDS).map((keyword) => (
            <li key={keyword}>
              <Badge tone="primary" className="max-w-40 truncate">
                {keyword}
              </Badge>
            </li>
          ))}
          {hiddenKeywords > 0 ? (
            <li className="self-center text-xs text-slate-600" aria-label={`and ${hiddenKeywords} more`}>
              +{hiddenKeywords}
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto flex items-end justify-between gap-2 pt-4">
        <div className="min-w-0 text-xs text-slate-600">
          <p className="break-words">{attributionLine(item.createdBy, item.updatedBy)}</p>
          <p>Updated {formatDate(item.updatedAt)}</p>
        </div>
        <div className="flex gap-1">
          <Link to={editPath} className={buttonClassName("ghost", "sm", "px-2")} aria-label={`Edit ${title}`}>
            <Pencil className="size-4" aria-hidden="true" />
          </Link>
          <button
            type="button"
            onClick={() => onDelete(item)}
            disabled={!remove.allowed}
            title={remove.reason ?? undefined}
            className={buttonClassName(
              "ghost",
              "sm",
              "px-2 text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent",
            )}
            aria-label={`Delete ${title}`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    </article>
  );
}
