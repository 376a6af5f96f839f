import type { JsonSchema, OpenApiDocument } from "./openapi-types";
import { refName } from "./schema-text";

/**
 * A placeholder value of the schema's type, for example request bodies. A string field named
 * like a URL (`url`, `siteUrl`) gets an address even when its schema has no `uri` format, so the
 * example request is one the server accepts.
 */
function placeholder(schema: JsonSchema | undefined, doc: OpenApiDocument, depth: number, key = ""): unknown {
  if (!schema || depth > 3) return null;
  const name = refName(schema);
  if (name) return placeholder(doc.components?.schemas?.[name], doc, depth + 1, key);
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return placeholder(alternatives[0], doc, depth + 1, key);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "object" || schema.properties) return requiredFields(schema, doc, depth + 1);
  if (type === "array") return [];
  if (type === "integer" || type === "number") return schema.minimum ?? 1;
  if (type === "boolean") return true;
  if (type === "string") return schema.format === "uri" || /url$/i.test(key) ? "https://example.com/" : "…";
  return null;
}

function requiredFields(schema: JsonSchema, doc: OpenApiDocument, depth: number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of schema.required ?? []) {
    body[key] = placeholder(schema.properties?.[key], doc, depth, key);
  }
  return body;
}

/** Single quotes for a POSIX shell: ' becomes '\'' */
function shellQuote(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

/**
 * A curl command for an operation, authenticated with an API key from the
 * environment. The body holds only the required fields, with placeholder
 * values of their types; the tables above it say what each field means.
 */
export function curlExample(
  origin: string,
  method: string,
  path: string,
  body: JsonSchema | undefined,
  doc: OpenApiDocument,
): string {
  const lines = [`curl -X ${method.toUpperCase()} ${shellQuote(`${origin}${path}`)}`];
  lines.push(`  -H "Authorization: Bearer $RANKLENS_API_KEY"`);
  if (body) {
    lines.push(`  -H "Content-Type: application/json"`);
    lines.push(`  -d ${shellQuote(JSON.stringify(placeholder(body, doc, 0)))}`);
  }
  return lines.join(" \\\n");
}
