import type { ReactNode } from "react";

/** The top of an info page: a small eyebrow, the page's one H1 and a lead paragraph. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-16">
        {eyebrow ? <div className="text-sm font-semibold text-indigo-700">{eyebrow}</div> : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {title}
        </h1>
        {children ? <div className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{children}</div> : null}
      </div>
    </div>
  );
}
