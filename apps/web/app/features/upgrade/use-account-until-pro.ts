import { useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchAccount } from "../../lib/account-api";
import { queryKeys } from "../../lib/query-keys";

/** How often, and how many times, the account is re-read after a checkout before we stop asking. */
export const PRO_POLL_INTERVAL_MS = 2000;
export const PRO_POLL_ATTEMPTS = 15;

/**
 * The account, re-read every 2 s while `waiting` (back from a checkout) and the
 * plan is not yet Pro: the payment provider's webhook usually lands a moment
 * after the user returns. Stops after 15 reads; `gaveUp` then says so. The
 * sidebar shares the query, so its Pro badge appears at the same moment.
 */
export function useAccountUntilPro(waiting: boolean) {
  const queryClient = useQueryClient();
  const account = useQuery({
    queryKey: queryKeys.account,
    queryFn: fetchAccount,
    refetchInterval: (query) =>
      waiting &&
      query.state.data?.user.plan !== "pro" &&
      query.state.dataUpdateCount + query.state.errorUpdateCount <= PRO_POLL_ATTEMPTS
        ? PRO_POLL_INTERVAL_MS
        : false,
  });
  // Read from the cache on each render: every poll re-renders, so this stays current.
  const state = queryClient.getQueryState(queryKeys.account);
  const reads = (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);
  const isPro = account.data?.user.plan === "pro";
  return {
    account,
    isPro,
    gaveUp: waiting && !isPro && reads > PRO_POLL_ATTEMPTS,
  };
}
