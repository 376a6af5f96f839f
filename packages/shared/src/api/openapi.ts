/**
 * Where the server publishes its OpenAPI 3.1 document. The server serves it
 * there; the web app's /api reference page reads it from there.
 */
export const OPENAPI_DOCUMENT_PATH = "/api/openapi.json";
