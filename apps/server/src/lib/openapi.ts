import { OpenAPIHono, z } from "@hono/zod-openapi";
import { ApiErrorBodySchema } from "@ranklens/shared";
import type { AppEnv } from "../app-env";
import { AppError } from "../errors";

/**
 * A router whose routes are described by zod schemas: the same schemas
 * validate requests and generate /api/openapi.json, so the two cannot drift.
 * A validation failure becomes a 400 `{error:{code:"INVALID_REQUEST",message}}`
 * naming the first problem in plain words.
 */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw invalidRequest(result.error);
    },
  });
}

/**
 * A validation failure as the API words it: the first problem in plain words, prefixed with its
 * field when the schema's message does not name it (a capitalised message is a whole sentence).
 * Also for bodies a route validates itself (a schema chosen by a path parameter).
 */
export function invalidRequest(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join(".");
  const message = issue
    ? field && !/^[A-Z]/.test(issue.message)
      ? `${field}: ${issue.message}`
      : issue.message
    : "Invalid request";
  return new AppError("INVALID_REQUEST", message, { details: { field } });
}

const errorBody = { content: { "application/json": { schema: ApiErrorBodySchema } } };

/** OpenAPI response entries for the errors a route can answer with. */
export function errorResponses(
  ...statuses: Array<400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 501 | 502 | 503 | 504>
) {
  const descriptions: Record<number, string> = {
    400: "Invalid request",
    401: "Not signed in",
    402: "Plan does not include this",
    403: "Forbidden",
    404: "Not found",
    409: "Conflict",
    413: "Payload too large",
    415: "Unsupported media type",
    422: "Unprocessable",
    429: "Rate limit or quota exceeded",
    500: "Internal error",
    501: "Not configured",
    502: "Upstream failure",
    503: "Unavailable",
    504: "Upstream timeout",
  };
  return Object.fromEntries(statuses.map((s) => [s, { description: descriptions[s]!, ...errorBody }]));
}

/** JSON request body entry for createRoute. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { content: { "application/json": { schema } }, required: true } };
}

/**
 * An optional JSON request body: a request without a Content-Type is let through with `{}` as its
 * validated body (the route's default applies); one that sends JSON is validated as usual.
 */
export function optionalJsonBody<T extends z.ZodType>(schema: T) {
  return { body: { content: { "application/json": { schema } }, required: false } };
}

/** JSON success response entry for createRoute. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { content: { "application/json": { schema } }, description };
}

export { z };
