import { WORKSPACE_MESSAGES, WORKSPACE_NAME_MAX, WorkspaceNameSchema } from "@ranklens/shared";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import toast from "react-hot-toast";
import { ApiError } from "../../lib/api-error";
import { useWorkspacesChanged } from "../../lib/use-workspaces";
import { createWorkspace } from "../../lib/workspaces-api";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Input } from "../ui/input";

/** Names a new workspace and creates it; the server makes it the active one, so every screen moves to it. */
export function CreateWorkspaceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const changed = useWorkspacesChanged();

  const create = useMutation({
    mutationFn: createWorkspace,
    onSuccess: async () => {
      toast.success(WORKSPACE_MESSAGES.toast.created);
      close();
      await changed("switched");
    },
    onError: (error) =>
      setProblem(
        error instanceof ApiError ? error.message : "The workspace could not be created. Please try again.",
      ),
  });

  function close() {
    setName("");
    setProblem(null);
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = WorkspaceNameSchema.safeParse(name);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Workspace name is required");
      return;
    }
    create.mutate(parsed.data);
  }

  return (
    <Dialog
      open={open}
      onClose={() => (create.isPending ? undefined : close())}
      title="Create workspace"
      description="A workspace has its own content, analyses, API keys, plan and members. You will be its owner."
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={create.isPending} loadingLabel="Creating...">
            Create workspace
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Input
          label="Workspace name"
          name="workspaceName"
          placeholder="e.g. Acme marketing"
          autoComplete="off"
          maxLength={WORKSPACE_NAME_MAX}
          value={name}
          error={problem}
          onChange={(event) => setName(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
