/** TanStack Query keys of the analyzer, in one place so invalidation hits the right entries. */
export const analyzerQueryKeys = {
  /** Every analysis query; invalidating it refreshes the history too. */
  all: ["analyses"] as const,
  history: ["analyses", "history"] as const,
  analysis: (id: string) => ["analyses", "one", id] as const,
  usage: ["usage"] as const,
};
