import { type PageRendering, RENDER_SIGNALS, type RenderSignal, type RenderSignals } from "@ranklens/shared";
import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import { ExternalLink } from "../ui/external-link";

const SIGNAL_LABELS: Record<RenderSignal, string> = {
  title: "Title",
  description: "Meta description",
  canonical: "Canonical",
  robots: "Meta robots",
  h1: "H1",
  wordCount: "Words",
  links: "Links",
};

function shown(signals: RenderSignals | null, signal: RenderSignal): string {
  if (signals === null) return "N/A";
  const value = signals[signal];
  if (typeof value === "number") return value.toLocaleString("en-US");
  return value ?? "(none)";
}

/** "Rendered in 1.6 s: 2 sub-requests answered, 3 not sent (images, fonts, media, trackers)." */
function renderedHow({ ms, requests, settled }: PageRendering): string {
  const parts = [`${requests.fetched} sub-requests answered`];
  if (requests.skipped > 0) parts.push(`${requests.skipped} not sent (images, fonts, media, trackers)`);
  if (requests.failed > 0) parts.push(`${requests.failed} failed or refused`);
  const late = settled ? "" : " Still loading at the time limit: the DOM is what it had by then.";
  return `Rendered in ${(ms / 1000).toFixed(1)} s: ${parts.join(", ")}.${late}`;
}

/**
 * What JavaScript rendering changed on the page (a rendered crawl's page, a rendered analysis):
 * each signal in the HTML as sent beside the DOM after scripts, the changed ones marked, and the
 * links only rendering finds.
 */
export function RenderingCard({ rendering }: { rendering: PageRendering | null | undefined }) {
  if (!rendering) return null;
  const changed = new Set(rendering.changed);
  return (
    <Card
      title="JavaScript rendering"
      description={
        rendering.failure
          ? "This page could not be rendered: its figures are those of the HTML as sent."
          : renderedHow(rendering)
      }
    >
      {rendering.failure ? (
        <p role="alert" className="text-sm text-red-700">
          {rendering.failure.message}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Signals in the HTML as sent and after rendering</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Signal
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                HTML as sent
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Rendered
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {RENDER_SIGNALS.map((signal) => (
              <tr key={signal} className={changed.has(signal) ? "bg-amber-50" : undefined}>
                <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                  <span className="flex items-center gap-2">
                    {SIGNAL_LABELS[signal]}
                    {changed.has(signal) ? <Badge tone="warning">Changed</Badge> : null}
                  </span>
                </th>
                <td className="break-all py-2 pr-4 text-slate-700">{shown(rendering.raw, signal)}</td>
                <td className="break-all py-2 pr-4 text-slate-700">{shown(rendering.rendered, signal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rendering.jsOnlyLinkCount > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-slate-900">
            Links only after rendering ({rendering.jsOnlyLinkCount.toLocaleString("en-US")})
          </h3>
          <ul className="mt-2 space-y-1 text-sm">
            {rendering.jsOnlyLinks.map((url) => (
              <li key={url} className="break-all">
                <ExternalLink href={url} />
              </li>
            ))}
          </ul>
          {rendering.jsOnlyLinkCount > rendering.jsOnlyLinks.length ? (
            <p className="mt-1 text-sm text-slate-600">
              The first {rendering.jsOnlyLinks.length} are listed; the crawl followed them all.
            </p>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
