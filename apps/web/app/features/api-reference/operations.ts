import { HTTP_METHODS, type HttpMethod, type OpenApiDocument, type Operation } from "./openapi-types";

export interface OperationEntry {
  method: HttpMethod;
  path: string;
  operation: Operation;
  /** Anchor on the page, e.g. "post-api-v1-analyses". */
  anchor: string;
}

export interface TagGroup {
  tag: string;
  anchor: string;
  /** What the group covers, from the document's tag list. */
  description?: string;
  operations: OperationEntry[];
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * The document's operations grouped by their first tag: in the order of the
 * document's tag list (with its descriptions), then any other tags in the
 * order their operations appear. Listed tags without operations are left out.
 */
export function groupByTag(doc: OpenApiDocument): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  for (const { name, description } of doc.tags ?? []) {
    groups.set(name, { tag: name, anchor: slug(name), description, operations: [] });
  }
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? "Other";
      let group = groups.get(tag);
      if (!group) {
        group = { tag, anchor: slug(tag), operations: [] };
        groups.set(tag, group);
      }
      group.operations.push({ method, path, operation, anchor: slug(`${method} ${path}`) });
    }
  }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}

export type AuthRequirement = "none" | "session" | "session-or-key";

/** Who may call an operation: its own `security`, else the document's. */
export function authRequirement(doc: OpenApiDocument, operation: Operation): AuthRequirement {
  const security = operation.security ?? doc.security ?? [];
  if (security.length === 0) return "none";
  const schemes = new Set(security.flatMap((requirement) => Object.keys(requirement)));
  return schemes.has("apiKey") ? "session-or-key" : "session";
}
