import { type ContentSummary, MESSAGES } from "@ranklens/shared";
import { useQueryClient } from "@tanstack/react-query";
import { DeleteConfirmDialog } from "../../components/app/delete-confirm-dialog";
import { deleteContent } from "../../lib/content-api";
import { queryKeys } from "../../lib/query-keys";
import { clearDraft } from "./draft-storage";

/** 'Delete Content' confirmation; deletes, then reloads the library and the sidebar. */
export function DeleteContentDialog({ item, onClose }: { item: ContentSummary | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  return (
    <DeleteConfirmDialog
      item={item}
      onClose={onClose}
      title="Delete Content"
      description="Are you sure you want to delete this content? This action cannot be undone."
      nameOf={(target) => target.title.trim() || "Untitled"}
      deleteItem={(target) => deleteContent(target.id)}
      onDeleted={(target) => {
        // Its unsaved draft belongs to an item that no longer exists.
        clearDraft(localStorage, target.id);
        queryClient.removeQueries({ queryKey: queryKeys.content.item(target.id) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.content.all });
        onClose();
      }}
      successMessage={MESSAGES.toast.contentDeleted}
      failureMessage={MESSAGES.toast.deleteContentFailed}
    />
  );
}
