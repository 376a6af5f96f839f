import { useEffect } from "react";
import { useBlocker } from "react-router";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";

/**
 * Keeps unsaved work from being lost by accident: leaving for another page in the app asks first
 * (a dialog), and reloading or closing the tab triggers the browser's own warning.
 * `shouldBlock` is read at the moment of navigating, so a save that navigates right after
 * succeeding is not stopped by a render that has not happened yet.
 */
export function UnsavedChangesGuard({ dirty, shouldBlock }: { dirty: boolean; shouldBlock: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && shouldBlock(),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  const blocked = blocker.state === "blocked";
  return (
    <Dialog
      open={blocked}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      description="You have unsaved changes. A copy stays in this browser as a draft, but it is not saved to your library until you click Save Content."
      actions={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            Stay and keep editing
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
        </>
      }
    />
  );
}
