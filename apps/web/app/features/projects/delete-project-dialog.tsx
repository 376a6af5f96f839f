import type { Project } from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { deleteProject, projectsKeys } from "../../lib/projects-api";

/** "Delete project" confirmation: the project, its schedules and its whole history go; then back to the list. */
export function DeleteProjectDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => deleteProject(project.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: projectsKeys.project(project.id) });
      void queryClient.invalidateQueries({ queryKey: projectsKeys.list });
      toast.success("Project deleted");
      navigate("/projects");
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <Dialog
      open
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      title="Delete project"
      description="Its schedules stop and its history of checks and changes is deleted. This cannot be undone."
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            loadingLabel="Deleting..."
            onClick={() => remove.mutate()}
          >
            Delete
          </Button>
        </>
      }
    >
      <p className="text-sm font-medium break-words text-slate-900">{project.name}</p>
    </Dialog>
  );
}
