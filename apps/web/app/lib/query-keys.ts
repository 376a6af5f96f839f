/** TanStack Query keys for server state, in one place so invalidation hits the right entries. */
export const queryKeys = {
  account: ["account"] as const,
  system: ["system"] as const,
  recentContent: ["content", "recent"] as const,
  openApiDocument: ["openapi-document"] as const,
};
