import { Link } from "react-router";
import { PageIntro } from "../../components/site/page-intro";
import { PROSE } from "../../components/site/prose";
import { PublicLayout } from "../../components/site/public-layout";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import { formatArticleDate } from "../blog/format-article-date";
import type { SitePage } from "./site-pages.server";

/** A rendered Markdown info page: H1, last-updated date, optional contents list, then the text. */
export function SitePageView({ page, showContents = false }: { page: SitePage; showContents?: boolean }) {
  return (
    <PublicLayout>
      <PageIntro title={page.heading}>
        {/* Not a <p>: the page's first paragraph should be its text, not this date. */}
        <div className="text-base">
          Last updated <time dateTime={page.updated}>{formatArticleDate(page.updated)}</time>
        </div>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {showContents ? (
          <nav aria-label="On this page" className="rounded-lg border border-slate-200 bg-white p-6">
            <div className="text-sm font-semibold text-slate-900">On this page</div>
            <ol className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
              {page.outline.map((entry) => (
                <li key={entry.id}>
                  <Link
                    to={`#${entry.id}`}
                    className={cn("rounded text-indigo-700 underline-offset-2 hover:underline", FOCUS_RING)}
                  >
                    {entry.text}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {/* Our own Markdown, rendered at build time: trusted HTML. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown from content/, rendered at build time */}
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </PublicLayout>
  );
}
