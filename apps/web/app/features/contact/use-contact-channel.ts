import { type ContactChannel, ContactChannelSchema } from "@ranklens/shared/api/contact";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";

/**
 * Where this server sends contact messages (GET /api/v1/contact, no sign-in):
 * the support address it runs with and whether SMTP is configured. The page is
 * prerendered, so this is asked in the browser; until it answers (or if it
 * fails) the page says only what is true either way.
 */
export function useContactChannel(): ContactChannel | undefined {
  const query = useQuery({
    queryKey: queryKeys.contactChannel,
    queryFn: async () => ContactChannelSchema.parse(await apiRequest<unknown>("/api/v1/contact")),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return query.data;
}
