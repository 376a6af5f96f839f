import { closeSupportRequest } from "../support/close-support-request";
import { listSupportQueue } from "../support/list-support-queue";
import { formatSupportRequest } from "./format-support-request";
import type { OperatorContext } from "./operator-context";
import { EXIT } from "./operator-io";

/**
 * `ranklens support list [--open]`: a count line, then one block per request
 * with a blank line between, in the order they should be answered.
 */
export async function listSupport(context: OperatorContext, openOnly: boolean): Promise<number> {
  const rows = await listSupportQueue(context.db, { openOnly });
  if (rows.length === 0) {
    context.io.out(openOnly ? "No open support requests." : "No support requests.");
    return EXIT.ok;
  }
  const noun = rows.length === 1 ? "request" : "requests";
  const open = rows.filter((row) => row.status === "open");
  const priority = open.filter((row) => row.priority === 1).length;
  context.io.out(
    openOnly
      ? `${rows.length} open support ${noun}, ${priority} with priority:`
      : `${rows.length} support ${noun}, ${open.length} open (${priority} with priority):`,
  );
  for (const row of rows) {
    context.io.out("");
    for (const line of formatSupportRequest(row)) context.io.out(line);
  }
  return EXIT.ok;
}

/** `ranklens support close <id>`: closing a closed request again is not an error. */
export async function closeSupport(context: OperatorContext, id: string): Promise<number> {
  const outcome = await closeSupportRequest(context.db, id);
  if (outcome === "not-found") {
    context.io.err(`No support request with the id ${id}.`);
    return EXIT.failed;
  }
  context.io.out(
    outcome === "closed" ? `Support request ${id} is closed.` : `Support request ${id} was already closed.`,
  );
  return EXIT.ok;
}
