import { PLAN_IDS, type PlanId } from "@ranklens/shared";

/** An operator command line, understood. */
export type OperatorCommand =
  | { kind: "help" }
  | { kind: "usage-error"; problem: string }
  | { kind: "set-plan"; email: string; plan: PlanId }
  | { kind: "show"; email: string }
  | { kind: "support-list"; openOnly: boolean }
  | { kind: "support-close"; id: string };

/**
 * Reads `users set-plan <email> <plan>` / `users show <email>` /
 * `support list [--open]` / `support close <id>` / `help`; no database needed.
 */
export function parseOperatorArgs(args: string[]): OperatorCommand {
  const [group, command, ...rest] = args;
  if (group === undefined) return { kind: "usage-error", problem: "Missing command." };
  if (["help", "--help", "-h"].includes(group)) return { kind: "help" };
  if (group === "support") return parseSupportArgs(command, rest);
  if (group !== "users") return { kind: "usage-error", problem: `Unknown command '${group}'.` };
  if (command === "set-plan") {
    const [email, plan, ...extra] = rest;
    if (!email || !plan || extra.length > 0) {
      return { kind: "usage-error", problem: "users set-plan needs an e-mail and a plan." };
    }
    if (!PLAN_IDS.includes(plan as PlanId)) {
      return { kind: "usage-error", problem: `Unknown plan '${plan}'. Plans: ${PLAN_IDS.join(", ")}.` };
    }
    return { kind: "set-plan", email, plan: plan as PlanId };
  }
  if (command === "show") {
    const [email, ...extra] = rest;
    if (!email || extra.length > 0) return { kind: "usage-error", problem: "users show needs an e-mail." };
    return { kind: "show", email };
  }
  return {
    kind: "usage-error",
    problem: command ? `Unknown users command '${command}'.` : "users needs a command.",
  };
}

function parseSupportArgs(command: string | undefined, rest: string[]): OperatorCommand {
  if (command === "list") {
    const unknown = rest.filter((arg) => arg !== "--open");
    if (unknown.length > 0) {
      return { kind: "usage-error", problem: `support list takes only --open, not '${unknown[0]}'.` };
    }
    return { kind: "support-list", openOnly: rest.includes("--open") };
  }
  if (command === "close") {
    const [id, ...extra] = rest;
    if (!id || extra.length > 0) return { kind: "usage-error", problem: "support close needs a request id." };
    return { kind: "support-close", id };
  }
  return {
    kind: "usage-error",
    problem: command ? `Unknown support command '${command}'.` : "support needs a command.",
  };
}
