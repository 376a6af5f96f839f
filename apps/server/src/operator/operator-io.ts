/** Where operator commands write: stdout for results, stderr for problems. */
export interface OperatorIo {
  out(line: string): void;
  err(line: string): void;
}

/** Exit codes of operator commands. */
export const EXIT = {
  ok: 0,
  /** The command was understood but failed (no such user or request, database unreachable). */
  failed: 1,
  /** The command line was wrong. */
  usage: 2,
} as const;

export const OPERATOR_USAGE = `Usage: ranklens users <command>
       ranklens support <command>

Commands:
  users set-plan <email> <basic|pro>   Put a user on a plan (takes effect on their next request)
  users show <email>                   Show a user's plan and analyses used this month
  support list [--open]                Support requests, open first, then priority first, then oldest
                                       first (--open: only the open ones)
  support close <id>                   Mark a support request answered

Uses the same settings (DATABASE_URL, DATA_DIR, …) as the server.
Exit codes: 0 done, 1 failed, 2 wrong usage.`;
