import type { Project } from "@ranklens/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { DeleteConfirmDialog } from "../../components/app/delete-confirm-dialog";
import { deleteProject, projectsKeys } from "../../lib/projects-api";

/** "Delete project" confirmation: the project, its schedules and its whole history go; then back to the list. */
export function DeleteProjectDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <DeleteConfirmDialog
      item={project}
      onClose={onClose}
      title="Delete project"
      description="Its schedules stop and its history of checks and changes is deleted. This cannot be undone."
      nameOf={(deleted) => deleted.name}
      deleteItem={(deleted) => deleteProject(deleted.id)}
      onDeleted={(deleted) => {
        queryClient.removeQueries({ queryKey: projectsKeys.project(deleted.id) });
        void queryClient.invalidateQueries({ queryKey: projectsKeys.list });
        navigate("/projects");
      }}
      successMessage="Project deleted"
    />
  );
}
