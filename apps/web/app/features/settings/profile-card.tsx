import { type Account, FullNameSchema, MESSAGES } from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { updateProfile } from "../../lib/account-api";
import { queryKeys } from "../../lib/query-keys";

/** Profile Settings: the e-mail (read-only) and an editable full name with 'Save Changes'. */
export function ProfileCard({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const [fullName, setFullName] = useState(account.user.fullName);
  const [problem, setProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.account, updated);
      setFullName(updated.user.fullName);
      toast.success(MESSAGES.toast.profileUpdated);
    },
    onError: () => toast.error(MESSAGES.toast.updateProfileFailed),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = FullNameSchema.safeParse(fullName);
    setProblem(
      parsed.success ? null : (parsed.error.issues[0]?.message ?? MESSAGES.toast.updateProfileFailed),
    );
    if (parsed.success) save.mutate(parsed.data);
  }

  const unchanged = fullName.trim() === account.user.fullName;

  return (
    <Card title="Profile Settings" description="How you appear in RankLens.">
      <form className="space-y-5" onSubmit={onSubmit}>
        <Input
          label="Email"
          type="email"
          value={account.user.email}
          readOnly
          hint="Your sign-in address can't be changed here."
        />
        <Input
          label="Full Name"
          name="fullName"
          autoComplete="name"
          value={fullName}
          error={problem}
          onChange={(event) => setFullName(event.target.value)}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending} loadingLabel="Saving..." disabled={unchanged}>
            Save Changes
          </Button>
        </div>
      </form>
    </Card>
  );
}
