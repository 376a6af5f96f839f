import { CreateApiKeySchema, type CreatedApiKey } from "@ranklens/shared";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api-error";
import { createApiKey } from "../../lib/api-keys-api";

/** Name a new key and create it; `onCreated` receives the only copy of the whole key. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: (created) => {
      setName("");
      setProblem(null);
      onCreated(created);
    },
    onError: (error) =>
      setProblem(
        error instanceof ApiError ? error.message : "The key could not be created. Please try again.",
      ),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = CreateApiKeySchema.safeParse({ name });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Please give the key a name");
      return;
    }
    create.mutate(parsed.data.name);
  }

  return (
    <form className="flex flex-col gap-3 sm:flex-row sm:items-start" onSubmit={onSubmit} noValidate>
      <div className="flex-1">
        <Input
          label="Key name"
          name="apiKeyName"
          placeholder="e.g. Reporting script"
          maxLength={60}
          autoComplete="off"
          value={name}
          error={problem}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Button type="submit" loading={create.isPending} loadingLabel="Creating..." className="sm:mt-6.5">
        Create key
      </Button>
    </form>
  );
}
