import {
  ASSIGNABLE_ROLES,
  CreateInvitationSchema,
  PLANS,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  WORKSPACE_MESSAGES,
  type Workspace,
} from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { PermissionNote } from "../../components/app/permission-note";
import { Button, buttonClassName } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormField, TEXT_CONTROL_CLASSES } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api-error";
import { cn } from "../../lib/cn";
import { queryKeys } from "../../lib/query-keys";
import { useCan } from "../../lib/use-can";
import { createInvitation } from "../../lib/workspaces-api";
import { seatsFull, seatsTakenLine } from "./seats";
import { useInvitations } from "./use-invitations";

type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** A refusal shown under the form; `upgrade` when the plan's seats are used up (402). */
interface Problem {
  message: string;
  upgrade: boolean;
}

/** Invite someone by e-mail with a role; the seat limit (402) is explained in place, with the way to upgrade. */
export function InviteForm({ workspace }: { workspace: Workspace }) {
  const can = useCan("invitations.manage");
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<AssignableRole>("editor");
  const [problem, setProblem] = useState<Problem | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const invitations = useInvitations(workspace.id, can.allowed);
  const pending = invitations.data?.items.filter((item) => item.status === "pending").length ?? 0;
  // Said, and the form closed, before anyone types an address: members alone can fill the seats,
  // so that is known before the invitations load. The server still decides (402) when it is sent.
  const full =
    seatsFull(workspace.memberCount, 0, workspace.seats) ||
    (invitations.isSuccess && seatsFull(workspace.memberCount, pending, workspace.seats));
  const seatsReason = full
    ? seatsTakenLine(PLANS[workspace.plan].name, workspace.memberCount, pending, workspace.seats ?? 0)
    : null;

  const invite = useMutation({
    mutationFn: (invitation: { email: string; role: AssignableRole }) =>
      createInvitation(workspace.id, invitation),
    onSuccess: async (invitation) => {
      toast.success(WORKSPACE_MESSAGES.toast.invited(invitation.email));
      setEmail("");
      setProblem(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.workspaces.invitations(workspace.id) });
    },
    onError: (error) =>
      setProblem({
        message:
          error instanceof ApiError ? error.message : "The invitation could not be sent. Please try again.",
        upgrade: error instanceof ApiError && error.status === 402,
      }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = CreateInvitationSchema.safeParse({ email, role });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? "Please enter a valid e-mail address");
      return;
    }
    setEmailError(null);
    setProblem(null);
    invite.mutate(parsed.data);
  }

  const disabled = !can.allowed || full;
  const why = can.reason ?? seatsReason ?? undefined;

  return (
    <Card
      title="Invite people"
      description="They get an e-mail with a link that works for 7 days, for that address only."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <Input
            label="Email address"
            name="inviteEmail"
            type="email"
            autoComplete="off"
            placeholder="colleague@example.com"
            value={email}
            error={emailError}
            disabled={disabled}
            title={why}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormField label="Role" hint={ROLE_DESCRIPTIONS[role]}>
            {(control) => (
              <select
                {...control}
                name="inviteRole"
                value={role}
                disabled={disabled}
                title={why}
                onChange={(event) => setRole(event.target.value as AssignableRole)}
                className={cn(
                  TEXT_CONTROL_CLASSES,
                  "h-10 border-slate-300 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600",
                )}
              >
                {ASSIGNABLE_ROLES.map((option) => (
                  <option key={option} value={option}>
                    {ROLE_LABELS[option]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        {full && !problem && can.allowed ? (
          <div
            id="invite-seats-full"
            className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <p className="font-medium">{seatsReason}</p>
            <p className="mt-1">
              {WORKSPACE_MESSAGES.seatLimit(PLANS[workspace.plan].name, workspace.seats ?? 0)}
            </p>
            <Link to="/upgrade" className={buttonClassName("primary", "sm", "mt-2")}>
              Upgrade to Pro
            </Link>
          </div>
        ) : null}
        {problem ? (
          <div
            role="alert"
            className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <p>{problem.message}</p>
            {problem.upgrade ? (
              <Link to="/upgrade" className={buttonClassName("primary", "sm", "mt-2")}>
                Upgrade to Pro
              </Link>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            disabled={disabled}
            title={why}
            aria-describedby={full && can.allowed ? "invite-seats-full" : undefined}
            loading={invite.isPending}
            loadingLabel="Sending..."
          >
            <Send className="size-4" aria-hidden="true" />
            Send invitation
          </Button>
          <PermissionNote permission={can} />
        </div>
      </form>
    </Card>
  );
}
