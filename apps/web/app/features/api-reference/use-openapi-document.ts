import { OPENAPI_DOCUMENT_PATH } from "@ranklens/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import type { OpenApiDocument } from "./openapi-types";

/** The server's OpenAPI document; it changes only with a new server version. */
export function useOpenApiDocument() {
  return useQuery({
    queryKey: queryKeys.openApiDocument,
    queryFn: () => apiRequest<OpenApiDocument>(OPENAPI_DOCUMENT_PATH),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
