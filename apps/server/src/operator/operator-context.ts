import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { OperatorIo } from "./operator-io";

/** What an operator command works with: the database, whether plans apply, and the terminal. */
export interface OperatorContext {
  db: Kysely<Database>;
  billingEnabled: boolean;
  io: OperatorIo;
}
