import type { Report } from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { deleteReport, reportsKeys } from "../../lib/reports-api";

/** "Delete report" confirmation: the definition, its schedule and its share links go; then back to the list. */
export function DeleteReportDialog({ report, onClose }: { report: Report; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => deleteReport(report.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: reportsKeys.report(report.id) });
      void queryClient.invalidateQueries({ queryKey: reportsKeys.list });
      toast.success("Report deleted");
      navigate("/reports");
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <Dialog
      open
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      title="Delete report"
      description="Its schedule stops and its share links stop opening. Files already downloaded or sent stay as they are. This cannot be undone."
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
      <p className="text-sm font-medium break-words text-slate-900">{report.name}</p>
    </Dialog>
  );
}
