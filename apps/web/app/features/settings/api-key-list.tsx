import type { ApiKey } from "@ranklens/shared";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { ApiError } from "../../lib/api-error";
import { revokeApiKey } from "../../lib/api-keys-api";
import { authClient } from "../../lib/auth-client";
import { formatDate } from "../../lib/format-date";
import { personName } from "../../lib/person-name";
import { useCan } from "../../lib/use-can";

/**
 * The workspace's active keys (name, prefix…last four, who created it, created, last used), each
 * with Revoke behind a confirmation. Anyone may revoke their own key; others' need owner or admin.
 */
export function ApiKeyList({ keys, onRevoked }: { keys: ApiKey[]; onRevoked: () => void }) {
  const [confirming, setConfirming] = useState<ApiKey | null>(null);
  const { data: session } = authClient.useSession();
  const revokeAny = useCan("apiKey.revokeAny");
  const mayRevoke = (key: ApiKey) =>
    revokeAny.allowed || (key.createdBy !== null && key.createdBy.id === session?.user.id);
  const revoke = useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => {
      toast.success(`API key “${confirming?.name ?? ""}” revoked`);
      setConfirming(null);
      onRevoked();
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError ? error.message : "The key could not be revoked. Please try again.",
      ),
  });

  if (keys.length === 0) return <p className="text-sm text-slate-600">No API keys yet.</p>;

  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {keys.map((key) => (
          <li key={key.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 space-y-1">
              <p className="truncate text-sm font-medium text-slate-900">{key.name}</p>
              <p>
                <code className="font-mono text-xs text-slate-700">
                  {key.prefix}…{key.lastFour}
                </code>
              </p>
              <p className="text-xs text-slate-600">
                Created by {personName(key.createdBy)} on {formatDate(key.createdAt)} ·{" "}
                {key.lastUsedAt ? `Last used ${formatDate(key.lastUsedAt)}` : "Never used"}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              className="self-start sm:self-center"
              aria-label={`Revoke ${key.name}`}
              disabled={!mayRevoke(key)}
              title={mayRevoke(key) ? undefined : (revokeAny.reason ?? undefined)}
              onClick={() => setConfirming(key)}
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
      <Dialog
        open={confirming !== null}
        onClose={() => (revoke.isPending ? undefined : setConfirming(null))}
        title="Revoke this API key?"
        description={
          <>
            Anything using “{confirming?.name}” stops working at once. This cannot be undone; you can create a
            new key at any time.
          </>
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={revoke.isPending}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={revoke.isPending}
              loadingLabel="Revoking..."
              onClick={() => confirming && revoke.mutate(confirming.id)}
            >
              Revoke key
            </Button>
          </>
        }
      />
    </>
  );
}
