import type { ReactNode } from "react";

/** The white panel of an auth page: a heading, an optional line under it, the form, then links. */
export function AuthCard({
  title,
  subtitle,
  footer,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-6 py-8 shadow-sm sm:px-10">
      <h1 className="text-center text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      {subtitle ? <p className="mt-2 text-center text-sm text-slate-600">{subtitle}</p> : null}
      <div className="mt-8">{children}</div>
      {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
    </div>
  );
}
