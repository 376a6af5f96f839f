import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import type { ArticleSummary } from "./article";
import { ArticleByline } from "./article-byline";

/**
 * One blog card: image, category, title (the link), description and byline.
 * The whole card is clickable through the title link's stretched hit area.
 */
export function ArticleCard({
  article,
  headingLevel = 2,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        src={article.image.src}
        width={article.image.width}
        height={article.image.height}
        alt={article.image.alt}
        loading="lazy"
        decoding="async"
        className="aspect-[40/21] h-auto w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div>
          <Badge tone="primary">{article.category}</Badge>
        </div>
        <Heading className="mt-3 text-lg font-semibold text-slate-900 group-hover:text-indigo-700">
          <Link
            to={`/blog/${article.id}`}
            className={cn("rounded after:absolute after:inset-0 after:content-['']", FOCUS_RING)}
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{article.description}</p>
        <div className="mt-4">
          <ArticleByline author={article.author} date={article.date} readTime={article.readTime} />
        </div>
      </div>
    </article>
  );
}
