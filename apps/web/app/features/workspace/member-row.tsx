import { type Member, ROLE_LABELS, type WorkspaceRole } from "@ranklens/shared";
import { Button } from "../../components/ui/button";
import { TEXT_CONTROL_CLASSES } from "../../components/ui/form-field";
import { cn } from "../../lib/cn";
import { formatDate } from "../../lib/format-date";
import type { Permission } from "../../lib/permission";
import { memberControls, roleOptions } from "./member-rules";

/**
 * One member: name, e-mail, role (a select for those who may manage members; only owners change
 * an owner), joined date, and Remove, or Leave on the caller's own row.
 */
export function MemberRow({
  member,
  callerRole,
  isSelf,
  manage,
  ownerCount,
  changingRole,
  onRoleChange,
  onRemove,
}: {
  member: Member;
  callerRole: WorkspaceRole;
  isSelf: boolean;
  manage: Permission;
  /** Owners in the workspace: the last one can neither leave nor be demoted. */
  ownerCount: number;
  changingRole: boolean;
  onRoleChange: (role: WorkspaceRole) => void;
  onRemove: () => void;
}) {
  const controls = memberControls({ memberRole: member.role, callerRole, isSelf, ownerCount, manage });
  const why = controls.why ?? undefined;

  return (
    <tr className="align-middle">
      <td className="py-3 pr-4">
        <p className="font-medium text-slate-900">
          {member.name}
          {isSelf ? <span className="ml-1.5 text-xs font-normal text-slate-500">(you)</span> : null}
        </p>
        <p className="text-xs break-all text-slate-600 sm:hidden">{member.email}</p>
      </td>
      <td className="hidden py-3 pr-4 break-all text-slate-700 sm:table-cell">{member.email}</td>
      <td className="py-3 pr-4">
        <select
          aria-label={`Role of ${member.name}`}
          value={member.role}
          disabled={!controls.changeRole || changingRole}
          title={why}
          onChange={(event) => onRoleChange(event.target.value as WorkspaceRole)}
          className={cn(
            TEXT_CONTROL_CLASSES,
            "h-9 w-32 border-slate-300 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-700",
          )}
        >
          {roleOptions(callerRole, member.role).map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </td>
      <td className="hidden py-3 pr-4 whitespace-nowrap text-slate-600 md:table-cell">
        {formatDate(member.joinedAt)}
      </td>
      <td className="py-3 text-right">
        {isSelf ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            disabled={!controls.remove}
            title={controls.remove ? undefined : why}
            onClick={onRemove}
          >
            {/* "Leave" where the table is narrow; the whole words once there is room. */}
            <span className="sm:hidden">Leave</span>
            <span className="hidden sm:inline">Leave workspace</span>
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            disabled={!controls.remove}
            title={controls.remove ? undefined : why}
            aria-label={`Remove ${member.name}`}
            onClick={onRemove}
          >
            Remove
          </Button>
        )}
      </td>
    </tr>
  );
}
