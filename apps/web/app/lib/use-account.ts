import { useQuery } from "@tanstack/react-query";
import { fetchAccount } from "./account-api";
import { queryKeys } from "./query-keys";

/** The signed-in user's account (profile, plan, preferences), shared by the sidebar and the settings page. */
export function useAccount() {
  return useQuery({ queryKey: queryKeys.account, queryFn: fetchAccount });
}
