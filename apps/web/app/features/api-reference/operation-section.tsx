import { Badge, type BadgeTone } from "../../components/ui/badge";
import { InlineCodeText } from "../../components/ui/inline-code-text";
import { curlExample } from "./curl-example";
import type { HttpMethod, JsonSchema, MediaTypes, OpenApiDocument } from "./openapi-types";
import { type AuthRequirement, authRequirement, type OperationEntry } from "./operations";
import { PropertyTable } from "./property-table";
import { propertyRows, typeLabel } from "./schema-text";

const METHOD_TONES: Record<HttpMethod, BadgeTone> = {
  get: "primary",
  post: "success",
  put: "warning",
  patch: "warning",
  delete: "danger",
};

const AUTH_TEXT: Record<AuthRequirement, string> = {
  none: "No sign-in needed.",
  session: "Signed-in session only (not available with an API key).",
  "session-or-key": "Signed-in session or API key.",
};

function jsonSchema(content: MediaTypes | undefined): JsonSchema | undefined {
  return content?.["application/json"]?.schema;
}

/** One endpoint: method, path, what it does, who may call it, its parameters, body, responses and a curl example. */
export function OperationSection({
  entry,
  doc,
  origin,
}: {
  entry: OperationEntry;
  doc: OpenApiDocument;
  origin: string;
}) {
  const { method, path, operation } = entry;
  const auth = authRequirement(doc, operation);
  const body = jsonSchema(operation.requestBody?.content);
  const parameters = operation.parameters ?? [];
  return (
    <section id={entry.anchor} aria-labelledby={`${entry.anchor}-title`} className="scroll-mt-24 py-8">
      <h3 id={`${entry.anchor}-title`} className="flex flex-wrap items-center gap-2">
        <Badge tone={METHOD_TONES[method]} className="font-mono uppercase">
          {method}
        </Badge>
        <code className="font-mono text-sm font-semibold break-all text-slate-900">{path}</code>
      </h3>
      {operation.summary ? (
        <p className="mt-2 font-medium text-slate-900">
          <InlineCodeText text={operation.summary} />
        </p>
      ) : null}
      {operation.description ? (
        <p className="mt-2 text-sm text-slate-700">
          <InlineCodeText text={operation.description} />
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">{AUTH_TEXT[auth]}</p>

      {parameters.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-sm font-semibold text-slate-900">Parameters</h4>
          <PropertyTable
            caption="Parameters"
            rows={parameters.map((parameter) => ({
              name: `${parameter.name} (${parameter.in})`,
              type: typeLabel(parameter.schema),
              required: parameter.required ?? false,
              description: parameter.description ?? parameter.schema?.description,
            }))}
          />
        </div>
      ) : null}

      {body ? (
        <div className="mt-4">
          <h4 className="text-sm font-semibold text-slate-900">Request body (JSON)</h4>
          <PropertyTable caption="Request body fields" rows={propertyRows(body)} />
        </div>
      ) : null}

      <div className="mt-4">
        <h4 className="text-sm font-semibold text-slate-900">Responses</h4>
        <ul className="mt-2 space-y-1 text-sm">
          {Object.entries(operation.responses ?? {}).map(([status, response]) => {
            const schema = jsonSchema(response.content);
            return (
              <li key={status}>
                <div className="flex flex-wrap items-baseline gap-x-2">
                  <Badge tone={status.startsWith("2") ? "success" : "neutral"} className="font-mono">
                    {status}
                  </Badge>
                  <span className="text-slate-700">{response.description}</span>
                  {schema ? (
                    <code className="font-mono text-xs text-indigo-800">{typeLabel(schema)}</code>
                  ) : null}
                </div>
                {status.startsWith("2") && schema?.properties ? (
                  <details className="mt-2 ml-2">
                    <summary className="cursor-pointer text-sm font-medium text-indigo-700">
                      Response fields
                    </summary>
                    <PropertyTable
                      caption={`Fields of the ${status} response`}
                      rows={propertyRows(schema, 1)}
                    />
                  </details>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>

      {auth === "session-or-key" ? (
        <pre className="mt-4 overflow-x-auto rounded-md bg-slate-900 p-4 text-xs leading-relaxed text-slate-100">
          <code>{curlExample(origin, method, path, body, doc)}</code>
        </pre>
      ) : null}
    </section>
  );
}
