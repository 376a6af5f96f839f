import { type ContentSummary, MESSAGES } from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { deleteContent } from "../../lib/content-api";
import { queryKeys } from "../../lib/query-keys";
import { clearDraft } from "./draft-storage";

/** 'Delete Content' confirmation; deletes, then reloads the library and the sidebar. */
export function DeleteContentDialog({ item, onClose }: { item: ContentSummary | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (target: ContentSummary) => deleteContent(target.id),
    onSuccess: (_, target) => {
      clearDraft(localStorage, target.id);
      queryClient.removeQueries({ queryKey: queryKeys.content.item(target.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.content.all });
      toast.success(MESSAGES.toast.contentDeleted);
      onClose();
    },
    onError: () => toast.error(MESSAGES.toast.deleteContentFailed),
  });

  return (
    <Dialog
      open={item !== null}
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      title="Delete Content"
      description="Are you sure you want to delete this content? This action cannot be undone."
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            loadingLabel="Deleting..."
            onClick={() => item && remove.mutate(item)}
          >
            Delete
          </Button>
        </>
      }
    >
      {item ? (
        <p className="text-sm font-medium break-words text-slate-900">{item.title.trim() || "Untitled"}</p>
      ) : null}
    </Dialog>
  );
}
