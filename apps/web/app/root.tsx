import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "react-hot-toast";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { buttonClassName } from "./components/ui/button";
import { PageSpinner } from "./components/ui/spinner";
import { pageTitle } from "./lib/page-title";
import { createQueryClient } from "./lib/query-client";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle() },
  { name: "description", content: "Self-hosted SEO analysis and content workspace." },
];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The HTML document shared by every page, prerendered or client-rendered. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-slate-50 text-slate-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Created in state, not at module level, so each page load (and each test render) gets its own cache.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster
        position="top-right"
        toastOptions={{
          // Spec §9: success 2 s, errors and plain messages 4 s, loading until dismissed (at most 20 shown, the library default).
          success: { duration: 2000 },
          error: { duration: 4000 },
          blank: { duration: 4000 },
          loading: { duration: Number.POSITIVE_INFINITY },
        }}
      />
    </QueryClientProvider>
  );
}

/** Shown by the SPA fallback page while the client app starts. */
export function HydrateFallback() {
  return <PageSpinner />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const is404 = isRouteErrorResponse(error) && error.status === 404;
  const title = is404 ? "Page not found" : "Something went wrong";
  const detail = is404
    ? "The page you asked for does not exist."
    : "An unexpected error stopped this page. Reloading usually helps; if it keeps happening, please tell us.";
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <title>{pageTitle(title)}</title>
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="max-w-md text-slate-600">{detail}</p>
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="max-w-full overflow-auto rounded bg-slate-100 p-4 text-left text-xs">
          {error.stack}
        </pre>
      ) : null}
      <a href="/" className={buttonClassName("primary")}>
        Go to the home page
      </a>
    </main>
  );
}
