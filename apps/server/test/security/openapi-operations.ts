import { createApiV1 } from "../../src/app";
import { buildOpenApiDocument } from "../../src/routes/docs/openapi-document";
import { APP_VERSION } from "../../src/version";

/** One operation of the /api/v1 OpenAPI document. */
export interface ApiOperation {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Full path with `{param}` placeholders, e.g. /api/v1/content/{id}. */
  path: string;
  pathParams: string[];
  /** The operation declares an application/json request body. */
  jsonBody: boolean;
  /** A session cookie authenticates it (the document's default security, or listed explicitly). */
  cookieAuth: boolean;
}

interface OperationObject {
  requestBody?: { content?: Record<string, unknown> };
  security?: Record<string, unknown>[];
}

/**
 * Every operation of the OpenAPI document the server publishes, built from
 * the mounted routers: a route added tomorrow is in the security matrices
 * without anyone remembering to add it.
 */
export function apiOperations(): ApiOperation[] {
  const document = buildOpenApiDocument(createApiV1(), APP_VERSION) as unknown as {
    paths: Record<string, Record<string, OperationObject>>;
    security?: Record<string, unknown>[];
  };
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const security = operation.security ?? document.security ?? [];
      operations.push({
        method: method.toUpperCase() as ApiOperation["method"],
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        jsonBody: Boolean(operation.requestBody?.content?.["application/json"]),
        cookieAuth: security.some((s) => "sessionCookie" in s),
      });
    }
  }
  return operations;
}

/** `POST /api/v1/content`: how failures name an operation. */
export function operationName(operation: ApiOperation): string {
  return `${operation.method} ${operation.path}`;
}
