import { useQuery } from "@tanstack/react-query";
import { FileQuestion } from "lucide-react";
import { Link, useParams } from "react-router";
import { PageHeader } from "../components/app/page-header";
import { Button, buttonClassName } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { ContentEditor } from "../features/content/content-editor";
import { ApiError } from "../lib/api-error";
import { getContent } from "../lib/content-api";
import { pageTitle } from "../lib/page-title";
import { queryKeys } from "../lib/query-keys";
import type { Route } from "./+types/content-edit";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Edit Content") }];

/**
 * /content/{id}: the editor for one item. The item is always fetched fresh on arrival (an edit must
 * start from the latest version); an id that is not the user's is 'Content not found'.
 */
export default function Page() {
  const { id = "" } = useParams();
  const query = useQuery({
    queryKey: queryKeys.content.item(id),
    queryFn: () => getContent(id),
    staleTime: 0,
    refetchOnMount: "always",
  });

  if (query.data && query.isFetchedAfterMount) {
    return (
      <>
        <PageHeader
          title="Edit Content"
          description="Changes are analysed as you type; every save keeps a version."
        />
        <ContentEditor key={id} item={query.data} draftKey={id} />
      </>
    );
  }

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
        <FileQuestion className="size-12 text-slate-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-semibold text-slate-900">
          {notFound ? "Content not found" : "Content could not be loaded"}
        </h1>
        <p className="mt-2 text-slate-600">
          {notFound ? "The content you're looking for doesn't exist" : query.error.message}
        </p>
        <div className="mt-6 flex gap-3">
          {notFound ? null : (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
          <Link to="/content" className={buttonClassName("primary")}>
            Back to Content Library
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="flex justify-center py-16 text-indigo-600">
      <Spinner className="size-8" label="Loading content" />
    </div>
  );
}
