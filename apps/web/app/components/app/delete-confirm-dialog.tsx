import { useMutation } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";

export interface DeleteConfirmDialogProps<T extends object> {
  /** What to delete; null keeps the dialog closed, for screens that keep it mounted (the content library). */
  item: T | null;
  onClose: () => void;
  title: string;
  description: string;
  /** The line that names the item, so the user sees what goes before confirming. */
  nameOf: (item: T) => string;
  deleteItem: (item: T) => Promise<unknown>;
  /** Cache clean-up, then navigate away or close: each screen leaves differently. */
  onDeleted: (item: T) => void;
  successMessage: string;
  /** A fixed toast on failure; without it the toast shows the error's own message (the API's reason). */
  failureMessage?: string;
}

/**
 * The "Delete …" confirmation shared by reports, projects and content. The item deleted is the
 * mutation's variable, so the success handler cleans up the one that was deleted even if `item`
 * has changed meanwhile.
 */
export function DeleteConfirmDialog<T extends object>({
  item,
  onClose,
  title,
  description,
  nameOf,
  deleteItem,
  onDeleted,
  successMessage,
  failureMessage,
}: DeleteConfirmDialogProps<T>) {
  const remove = useMutation({
    mutationFn: deleteItem,
    onSuccess: (_, deleted) => {
      onDeleted(deleted);
      toast.success(successMessage);
    },
    onError: (error) => toast.error(failureMessage ?? error.message),
  });

  return (
    <Dialog
      open={item !== null}
      onClose={() => {
        // Closing mid-delete would hide the outcome; the request finishes either way.
        if (!remove.isPending) onClose();
      }}
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            loadingLabel="Deleting..."
            onClick={() => {
              if (item !== null) remove.mutate(item);
            }}
          >
            Delete
          </Button>
        </>
      }
    >
      {item !== null ? (
        <p className="text-sm font-medium break-words text-slate-900">{nameOf(item)}</p>
      ) : null}
    </Dialog>
  );
}
