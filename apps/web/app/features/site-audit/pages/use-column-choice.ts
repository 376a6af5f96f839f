import { useCallback, useMemo, useState } from "react";
import { authClient } from "../../../lib/auth-client";
import { browserStorage } from "../../../lib/browser-storage";
import { type ColumnChoice, columnChoiceKey, loadColumnChoice, saveColumnChoice } from "./column-choice";

/**
 * The signed-in user's column choice for a site's All pages tables, and the way to change it.
 * Until the site is known (its crawl is loading) it is the defaults, and changes are not kept.
 */
export function useColumnChoice(siteId: string | undefined): [ColumnChoice, (next: ColumnChoice) => void] {
  const { data: session } = authClient.useSession();
  const userId = session?.user.id;
  const key = userId && siteId ? columnChoiceKey(userId, siteId) : null;
  // What the user changed on this visit, for the key it was changed under.
  const [changed, setChanged] = useState<{ key: string; choice: ColumnChoice } | null>(null);
  const choice = useMemo(
    () => (!key ? {} : changed?.key === key ? changed.choice : loadColumnChoice(browserStorage(), key)),
    [key, changed],
  );
  const change = useCallback(
    (next: ColumnChoice) => {
      if (!key) return;
      saveColumnChoice(browserStorage(), key, next);
      setChanged({ key, choice: next });
    },
    [key],
  );
  return [choice, change];
}
