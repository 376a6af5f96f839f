import { formatArticleDate } from "./format-article-date";

/** Author · date · read time, as on the cards and the article page. */
export function ArticleByline({
  author,
  date,
  readTime,
}: {
  author: string;
  date: string;
  readTime: string;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      <span className="font-medium text-slate-800">{author}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={date}>{formatArticleDate(date)}</time>
      <span aria-hidden="true">·</span>
      <span>{readTime}</span>
    </p>
  );
}
