import type { Report } from "@ranklens/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { DeleteConfirmDialog } from "../../components/app/delete-confirm-dialog";
import { deleteReport, reportsKeys } from "../../lib/reports-api";

/** "Delete report" confirmation: the definition, its schedule and its share links go; then back to the list. */
export function DeleteReportDialog({ report, onClose }: { report: Report; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <DeleteConfirmDialog
      item={report}
      onClose={onClose}
      title="Delete report"
      description="Its schedule stops and its share links stop opening. Files already downloaded or sent stay as they are. This cannot be undone."
      nameOf={(deleted) => deleted.name}
      deleteItem={(deleted) => deleteReport(deleted.id)}
      onDeleted={(deleted) => {
        queryClient.removeQueries({ queryKey: reportsKeys.report(deleted.id) });
        void queryClient.invalidateQueries({ queryKey: reportsKeys.list });
        navigate("/reports");
      }}
      successMessage="Report deleted"
    />
  );
}
