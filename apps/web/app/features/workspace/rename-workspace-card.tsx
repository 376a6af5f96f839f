import {
  WORKSPACE_MESSAGES,
  WORKSPACE_NAME_MAX,
  type Workspace,
  WorkspaceNameSchema,
} from "@ranklens/shared";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { PermissionNote } from "../../components/app/permission-note";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api-error";
import { useCan } from "../../lib/use-can";
import { useWorkspacesChanged } from "../../lib/use-workspaces";
import { renameWorkspace } from "../../lib/workspaces-api";

/** The workspace's name; owners and admins may change it. */
export function RenameWorkspaceCard({ workspace }: { workspace: Workspace }) {
  const can = useCan("workspace.rename");
  const changed = useWorkspacesChanged();
  const [name, setName] = useState(workspace.name);
  const [problem, setProblem] = useState<string | null>(null);

  const rename = useMutation({
    mutationFn: (next: string) => renameWorkspace(workspace.id, next),
    onSuccess: async (renamed) => {
      setName(renamed.name);
      setProblem(null);
      toast.success(WORKSPACE_MESSAGES.toast.renamed);
      await changed();
    },
    onError: (error) =>
      setProblem(
        error instanceof ApiError ? error.message : "The name could not be saved. Please try again.",
      ),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = WorkspaceNameSchema.safeParse(name);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Workspace name is required");
      return;
    }
    rename.mutate(parsed.data);
  }

  const unchanged = name.trim() === workspace.name;

  return (
    <Card title="General" description="The name every member sees in the workspace switcher.">
      <form className="flex flex-col gap-3 sm:flex-row sm:items-start" onSubmit={submit} noValidate>
        <Input
          label="Workspace name"
          name="workspaceName"
          fieldClassName="flex-1"
          maxLength={WORKSPACE_NAME_MAX}
          autoComplete="off"
          value={name}
          error={problem}
          readOnly={!can.allowed}
          title={can.reason ?? undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <Button
          type="submit"
          className="sm:mt-6.5"
          disabled={!can.allowed || unchanged}
          title={can.reason ?? undefined}
          loading={rename.isPending}
          loadingLabel="Saving..."
        >
          Save name
        </Button>
      </form>
      <PermissionNote permission={can} className="mt-3" />
    </Card>
  );
}
