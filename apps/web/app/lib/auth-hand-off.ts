import { useOutletContext } from "react-router";

/**
 * Lets an auth page tell the auth layout "I am signing this visitor in and will
 * navigate myself", so the layout's own redirect of signed-in users to
 * /dashboard does not race the page's redirect (to `redirectTo` or /upgrade).
 */
export interface AuthHandOff {
  begin(): void;
  end(): void;
}

/** The hand-off of the surrounding auth layout. */
export function useAuthHandOff(): AuthHandOff {
  return useOutletContext<AuthHandOff>();
}
