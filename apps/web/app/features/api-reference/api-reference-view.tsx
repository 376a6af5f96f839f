import { OPENAPI_DOCUMENT_PATH } from "@ranklens/shared";
import { Link } from "react-router";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { InlineCodeText } from "../../components/ui/inline-code-text";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { useScrollToHash } from "../../lib/use-scroll-to-hash";
import { keyCoverage, keyCoverageSentence } from "./key-coverage";
import { OperationSection } from "./operation-section";
import { groupByTag } from "./operations";
import { useOpenApiDocument } from "./use-openapi-document";

const LINK = cn("rounded font-medium text-indigo-700 underline underline-offset-2", FOCUS_RING);

/** The reference itself: how to authenticate, then every endpoint grouped by tag, read from the live document. */
export function ApiReferenceView() {
  const document = useOpenApiDocument();
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const loaded = document.isSuccess;

  // The sections exist only once the document has loaded: honour a deep link (#post-api-v1-analyses) then.
  useScrollToHash(loaded);

  if (document.isPending) {
    return (
      <div className="flex items-center justify-center gap-3 py-16 text-slate-600" role="status">
        <Spinner /> Loading the API reference…
      </div>
    );
  }
  if (document.isError) {
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        The API reference could not be loaded ({document.error.message}). The raw document is at{" "}
        <a className={LINK} href={OPENAPI_DOCUMENT_PATH}>
          {OPENAPI_DOCUMENT_PATH}
        </a>
        .
      </div>
    );
  }

  const doc = document.data;
  const groups = groupByTag(doc);
  return (
    <div className="lg:grid lg:grid-cols-[14rem_1fr] lg:gap-10">
      <nav aria-label="Endpoints" className="mb-8 lg:sticky lg:top-24 lg:mb-0 lg:self-start">
        <div className="text-sm font-semibold text-slate-900">Endpoints</div>
        <ul className="mt-3 flex flex-wrap gap-2 text-sm lg:flex-col lg:gap-1">
          {groups.map((group) => (
            <li key={group.tag}>
              <a className={LINK} href={`#${group.anchor}`}>
                {group.tag}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <section aria-labelledby="authentication" className="rounded-lg border border-slate-200 bg-white p-6">
          <h2 id="authentication" className="text-lg font-semibold text-slate-900">
            Authentication
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            Send a Pro API key as <code className="font-mono">Authorization: Bearer rl_live_…</code>. Create
            one in{" "}
            <Link className={LINK} to="/settings#api-keys">
              Settings → API keys
            </Link>
            ; it is shown once. <InlineCodeText text={keyCoverageSentence(keyCoverage(doc))} /> Each endpoint
            below says which it accepts. Errors always answer{" "}
            <code className="font-mono">{"{error: {code, message}}"}</code>.
          </p>
          <p className="mt-2 text-sm text-slate-700">
            Version {doc.info.version}. The machine-readable OpenAPI {doc.openapi} document for client
            generators and tools such as Postman or Insomnia:{" "}
            <a className={LINK} href={OPENAPI_DOCUMENT_PATH}>
              {OPENAPI_DOCUMENT_PATH}
            </a>
            .
          </p>
        </section>
        {groups.map((group) => (
          <section
            key={group.tag}
            id={group.anchor}
            aria-labelledby={`${group.anchor}-heading`}
            className="mt-10 scroll-mt-24"
          >
            <h2 id={`${group.anchor}-heading`} className="text-xl font-bold text-slate-900">
              {group.tag}
            </h2>
            {group.description ? (
              <p className="mt-1 text-sm text-slate-700">
                <InlineCodeText text={group.description} />
              </p>
            ) : null}
            <div className="divide-y divide-slate-200">
              {group.operations.map((entry) => (
                <OperationSection key={entry.anchor} entry={entry} doc={doc} origin={origin} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
