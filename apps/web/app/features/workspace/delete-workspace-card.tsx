import { WORKSPACE_MESSAGES, type Workspace } from "@ranklens/shared";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api-error";
import { useWorkspacesChanged } from "../../lib/use-workspaces";
import { deleteWorkspace } from "../../lib/workspaces-api";

/** Owners only: delete the workspace and everything in it, after typing its name. */
export function DeleteWorkspaceCard({ workspace }: { workspace: Workspace }) {
  const navigate = useNavigate();
  const changed = useWorkspacesChanged();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const confirmed = typed.trim() === workspace.name;

  const remove = useMutation({
    mutationFn: () => deleteWorkspace(workspace.id),
    onSuccess: async () => {
      toast.success(WORKSPACE_MESSAGES.toast.deleted);
      setOpen(false);
      navigate("/dashboard", { replace: true });
      await changed("switched");
    },
    onError: (error) =>
      setProblem(
        error instanceof ApiError ? error.message : "The workspace could not be deleted. Please try again.",
      ),
  });

  function close() {
    if (remove.isPending) return;
    setOpen(false);
    setTyped("");
    setProblem(null);
  }

  return (
    <Card
      title="Delete workspace"
      description="Deletes the workspace with all its content, analyses, API keys and invitations, for every member. This cannot be undone."
      className="border-red-200"
    >
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete workspace
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={`Delete “${workspace.name}”?`}
        description="Everything in this workspace is deleted for every member, at once and for good."
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              variant="danger"
              disabled={!confirmed}
              loading={remove.isPending}
              loadingLabel="Deleting..."
              onClick={() => {
                if (confirmed) remove.mutate();
                else setProblem(WORKSPACE_MESSAGES.deleteNeedsConfirmation);
              }}
            >
              Delete workspace
            </Button>
          </>
        }
      >
        <Input
          label={`Type “${workspace.name}” to confirm`}
          name="confirmWorkspaceName"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          error={problem}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
        />
      </Dialog>
    </Card>
  );
}
