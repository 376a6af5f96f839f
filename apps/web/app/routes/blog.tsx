import { PageIntro } from "../components/site/page-intro";
import { PublicLayout } from "../components/site/public-layout";
import { ArticleCard } from "../features/blog/article-card";
import { articleSummaries } from "../features/blog/articles.server";
import { PRODUCT_NAME } from "../lib/product";
import { absoluteUrl, breadcrumbJsonLd, publicUrlAtBuild, seoMeta } from "../lib/seo";
import type { Route } from "./+types/blog";

/** Build time only: every article's card data, newest first. */
export function loader() {
  return { publicUrl: publicUrlAtBuild(), articles: articleSummaries() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: `SEO and Content Writing Blog · ${PRODUCT_NAME}`,
    description:
      "Expert advice on content optimization, SEO, and digital marketing: practical guides to titles, keywords, headings, readability and writing with AI.",
    path: "/blog",
    publicUrl: loaderData.publicUrl,
    jsonLd: [
      {
        "@type": "Blog",
        name: `${PRODUCT_NAME} Blog`,
        url: absoluteUrl(loaderData.publicUrl, "/blog"),
        blogPost: loaderData.articles.map((a) => ({
          "@type": "BlogPosting",
          headline: a.title,
          url: absoluteUrl(loaderData.publicUrl, `/blog/${a.id}`),
          datePublished: a.date,
          author: { "@type": "Person", name: a.author },
          image: absoluteUrl(loaderData.publicUrl, a.image.src),
        })),
      },
      breadcrumbJsonLd(loaderData.publicUrl, [["Blog", "/blog"]]),
    ],
  });

/** The blog listing: 'Latest Insights & Updates' and a three-column grid of article cards. */
export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <PublicLayout>
      <PageIntro eyebrow="RankLens Blog" title="Latest Insights & Updates">
        <p>Expert advice on content optimization, SEO, and digital marketing.</p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="mx-auto mb-12 max-w-4xl">
          <p className="text-center text-slate-700">
            Our SEO and content writing guides explain how search engines read a page and how to write for the
            people who search. Every article is practical, and every claim in it is one you can check.
          </p>
          <ul className="mt-6 grid gap-4 text-sm text-slate-700 sm:grid-cols-3">
            <li>
              <strong className="text-slate-900">SEO:</strong> on-page SEO basics such as title tags, keyword
              prominence and canonical URLs.
            </li>
            <li>
              <strong className="text-slate-900">Content Strategy:</strong> structure and readability, so SEO
              content is easy to scan and to read.
            </li>
            <li>
              <strong className="text-slate-900">AI &amp; Technology:</strong> using AI assistants for SEO
              writing without giving up your voice.
            </li>
          </ul>
        </div>
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.articles.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </div>
      </div>
    </PublicLayout>
  );
}
