import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { PROSE } from "../components/site/prose";
import { PublicLayout } from "../components/site/public-layout";
import { Badge } from "../components/ui/badge";
import { FOCUS_RING } from "../components/ui/focus-ring";
import { ArticleByline } from "../features/blog/article-byline";
import { ArticleCard } from "../features/blog/article-card";
import { articleDocumentTitle } from "../features/blog/article-document-title";
import { articleJsonLd } from "../features/blog/article-json-ld";
import { articleSummaries, findArticle } from "../features/blog/articles.server";
import { cn } from "../lib/cn";
import { breadcrumbJsonLd, publicUrlAtBuild, seoMeta } from "../lib/seo";
import type { Route } from "./+types/blog-article";

/** Build time only: the article rendered to HTML, plus two more articles to read next. */
export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.id);
  if (!article) throw data("No such article", { status: 404 });
  const more = articleSummaries()
    .filter((a) => a.id !== article.id)
    .sort((a, b) => Number(b.category === article.category) - Number(a.category === article.category))
    .slice(0, 2);
  return { publicUrl: publicUrlAtBuild(), article, more };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const { article, publicUrl } = loaderData;
  return seoMeta({
    title: articleDocumentTitle(article.title),
    description: article.description,
    path: `/blog/${article.id}`,
    publicUrl,
    type: "article",
    image: { path: `/images/og/${article.id}.png`, width: 1200, height: 630, alt: article.image.alt },
    article: { publishedTime: article.date, author: article.author, section: article.category },
    jsonLd: [
      articleJsonLd(publicUrl, article),
      breadcrumbJsonLd(publicUrl, [
        ["Blog", "/blog"],
        [article.title, `/blog/${article.id}`],
      ]),
    ],
  });
};

/** One blog article, prerendered from its Markdown file. */
export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, more } = loaderData;
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link to="/" className={cn("rounded hover:text-indigo-700", FOCUS_RING)}>
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to="/blog" className={cn("rounded hover:text-indigo-700", FOCUS_RING)}>
                Blog
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="text-slate-800">
              {article.category}
            </li>
          </ol>
        </nav>
        <header className="mt-8">
          <Badge tone="primary">{article.category}</Badge>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {article.title}
          </h1>
          <p className="mt-4 text-lg text-slate-600">{article.description}</p>
          <div className="mt-6">
            <ArticleByline author={article.author} date={article.date} readTime={article.readTime} />
          </div>
        </header>
        <img
          src={article.image.src}
          width={article.image.width}
          height={article.image.height}
          alt={article.image.alt}
          fetchPriority="high"
          className="mt-8 aspect-[40/21] h-auto w-full rounded-xl border border-slate-200"
        />
        {/* Our own Markdown, rendered at build time: trusted HTML. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown from content/, rendered at build time */}
        <div className={cn("mt-8", PROSE)} dangerouslySetInnerHTML={{ __html: article.html }} />
        <p className="mt-12">
          <Link
            to="/blog"
            className={cn("inline-flex items-center gap-2 rounded font-medium text-indigo-700", FOCUS_RING)}
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            All SEO and content writing articles
          </Link>
        </p>
      </article>
      <aside aria-labelledby="more-heading" className="border-t border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="more-heading" className="text-2xl font-bold text-slate-900">
            Keep reading
          </h2>
          <div className="mt-8 grid gap-8 md:grid-cols-2">
            {more.map((next) => (
              <ArticleCard key={next.id} article={next} headingLevel={3} />
            ))}
          </div>
        </div>
      </aside>
    </PublicLayout>
  );
}
