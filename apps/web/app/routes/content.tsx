import type { ContentSummary } from "@ranklens/shared";
import { FilePlus2, FileSearch, Plus, RefreshCw } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../components/app/page-header";
import { PermissionNote } from "../components/app/permission-note";
import { Button } from "../components/ui/button";
import { LoadMore } from "../components/ui/load-more";
import { Spinner } from "../components/ui/spinner";
import { ContentCard } from "../features/content/content-card";
import { ContentEditor } from "../features/content/content-editor";
import { DeleteContentDialog } from "../features/content/delete-content-dialog";
import { NEW_ITEM_DRAFT_KEY } from "../features/content/draft-storage";
import { LibraryFilterBar } from "../features/content/library-filter-bar";
import { filtersFromSearch, hasFilters, searchWithFilters } from "../features/content/library-filters";
import { useContentLibrary } from "../features/content/use-content-library";
import { pageTitle } from "../lib/page-title";
import { useCan } from "../lib/use-can";
import type { Route } from "./+types/content";

const NEW_CONTENT_BUTTON_ID = "new-content-button";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Content Library") }];

/**
 * /content: the Content Library. Cards of the user's items filtered by type and status (kept in
 * the address), 'New Content' opening the editor inline, and delete with confirmation.
 */
export default function Page() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const { query, items, total } = useContentLibrary(filters);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ContentSummary | null>(null);
  const write = useCan("content.write");
  const remove = useCan("content.delete");

  function closeEditor() {
    setCreating(false);
    // Focus returns to the button that opened the editor.
    requestAnimationFrame(() => document.getElementById(NEW_CONTENT_BUTTON_ID)?.focus());
  }

  const newButton = (
    <Button
      id={NEW_CONTENT_BUTTON_ID}
      onClick={() => setCreating(true)}
      disabled={creating || !write.allowed}
      title={write.reason ?? undefined}
    >
      <Plus className="size-4" aria-hidden="true" />
      New Content
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Content Library"
        description="Every draft and published piece, with its analysis one click away."
        actions={newButton}
      />

      <PermissionNote permission={write} className="-mt-4 mb-6" />

      {creating && write.allowed ? (
        <section aria-labelledby="new-content-heading" className="mb-10">
          <h2 id="new-content-heading" className="mb-4 text-xl font-semibold text-slate-900">
            Create New Content
          </h2>
          <ContentEditor
            item={null}
            draftKey={NEW_ITEM_DRAFT_KEY}
            onSaved={closeEditor}
            onCancel={closeEditor}
          />
        </section>
      ) : null}

      <section aria-label="Content items">
        <LibraryFilterBar
          filters={filters}
          onChange={(next) => setSearchParams(searchWithFilters(searchParams, next), { replace: true })}
        />

        <div className="mt-6">
          {query.isPending ? (
            <div className="flex justify-center py-16 text-indigo-600">
              <Spinner className="size-8" label="Loading content" />
            </div>
          ) : query.isError ? (
            <div className="rounded-lg border border-red-200 bg-red-50 px-6 py-10 text-center">
              <p className="font-medium text-red-800">{query.error.message}</p>
              <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
                <RefreshCw className="size-4" aria-hidden="true" />
                Try again
              </Button>
            </div>
          ) : items.length === 0 ? (
            <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
              {hasFilters(filters) ? (
                <>
                  <FileSearch className="mx-auto size-10 text-slate-400" aria-hidden="true" />
                  <p className="mt-3 font-medium text-slate-900">No items match the selected filters</p>
                  <Button
                    variant="secondary"
                    className="mt-4"
                    onClick={() => setSearchParams(searchWithFilters(searchParams, {}), { replace: true })}
                  >
                    Clear filters
                  </Button>
                </>
              ) : (
                <>
                  <FilePlus2 className="mx-auto size-10 text-slate-400" aria-hidden="true" />
                  <p className="mt-3 font-medium text-slate-900">
                    {write.allowed
                      ? "Get started by creating your first content item"
                      : "There is no content in this workspace yet"}
                  </p>
                  {creating || !write.allowed ? null : (
                    <Button className="mt-4" onClick={() => setCreating(true)}>
                      <Plus className="size-4" aria-hidden="true" />
                      Create content
                    </Button>
                  )}
                </>
              )}
            </div>
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-600" aria-live="polite">
                {total === 1 ? "1 item" : `${total.toLocaleString("en-US")} items`}
              </p>
              <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
                {items.map((item) => (
                  <li key={item.id} className="flex">
                    <ContentCard item={item} onDelete={setDeleting} remove={remove} />
                  </li>
                ))}
              </ul>
              <LoadMore query={query} className="mt-6" />
            </>
          )}
        </div>
      </section>

      <DeleteContentDialog item={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
