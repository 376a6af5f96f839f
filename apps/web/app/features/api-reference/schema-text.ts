import type { JsonSchema } from "./openapi-types";

const REF_PREFIX = "#/components/schemas/";

/** The component name a `$ref` points at ("#/components/schemas/Content" → "Content"). */
export function refName(schema: JsonSchema): string | undefined {
  return schema.$ref?.startsWith(REF_PREFIX) ? schema.$ref.slice(REF_PREFIX.length) : undefined;
}

function literal(value: unknown): string {
  return typeof value === "string" ? `"${value}"` : String(value);
}

function union(parts: string[]): string {
  return [...new Set(parts)].join(" | ");
}

/**
 * A schema's type in one short, TypeScript-like line: `string (uri)`,
 * `"pass" | "fail"`, `Content[]`, `integer | null`, `object`. Named
 * components stay names (the page lists them separately); inline objects
 * are `object` and get their own property table.
 */
export function typeLabel(schema: JsonSchema | undefined): string {
  if (!schema) return "any";
  const name = refName(schema);
  if (name) return name;
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return union(schema.enum.map(literal));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return union(alternatives.map(typeLabel));
  if (schema.allOf?.length === 1) return typeLabel(schema.allOf[0]);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? "object" : "any";
  return union(
    types.map((type) => {
      if (type === "array") {
        const item = typeLabel(schema.items);
        return item.includes(" | ") ? `(${item})[]` : `${item}[]`;
      }
      if (type === "string" && schema.format) return `string (${schema.format})`;
      return type;
    }),
  );
}

function rangeText(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  const suffix = unit ? ` ${unit}` : "";
  if (min !== undefined && max !== undefined) return `${min}–${max}${suffix}`;
  if (min !== undefined) return `at least ${min}${suffix}`;
  if (max !== undefined) return `at most ${max}${suffix}`;
  return undefined;
}

/** Length, item-count and value limits and the default, in words, for the description column. */
export function constraintText(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  const parts = [
    rangeText(schema.minLength, schema.maxLength, "characters"),
    rangeText(schema.minItems, schema.maxItems, "items"),
    rangeText(schema.minimum, schema.maximum, ""),
    schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : undefined,
  ].filter((part): part is string => part !== undefined);
  return parts.length ? parts.join("; ") : undefined;
}

export interface PropertyRow {
  name: string;
  type: string;
  required: boolean;
  description?: string;
  constraints?: string;
  /** An inline object's own properties (named components are listed apart). */
  children?: PropertyRow[];
}

/** The inline object a property holds, directly or as the items of an array. */
function inlineObject(schema: JsonSchema): JsonSchema | undefined {
  if (refName(schema)) return undefined;
  if (schema.properties) return schema;
  if (schema.items && !refName(schema.items) && schema.items.properties) return schema.items;
  return undefined;
}

/** An object schema's properties as table rows, nested objects up to `depth` levels. */
export function propertyRows(schema: JsonSchema | undefined, depth = 2): PropertyRow[] {
  if (!schema?.properties) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => {
    const nested = depth > 0 ? inlineObject(property) : undefined;
    return {
      name,
      type: typeLabel(property),
      required: required.has(name),
      description: property.description,
      constraints: constraintText(property),
      children: nested ? propertyRows(nested, depth - 1) : undefined,
    };
  });
}
