import { Button } from "./button";

/** The part of a TanStack infinite query that paging needs. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more" under a paged list, centred; nothing once the last page is in. */
export function LoadMore({ query, className = "mt-4" }: { query: PagedQuery; className?: string }) {
  if (!query.hasNextPage) return null;
  return (
    <div className={`${className} flex justify-center`}>
      <Button
        variant="secondary"
        loading={query.isFetchingNextPage}
        loadingLabel="Loading..."
        onClick={() => void query.fetchNextPage()}
      >
        Load more
      </Button>
    </div>
  );
}
