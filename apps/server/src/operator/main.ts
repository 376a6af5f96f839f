/**
 * Operator commands for whoever runs a RankLens server:
 *
 *   node --import tsx apps/server/src/operator/main.ts users set-plan <email> pro|basic
 *   node --import tsx apps/server/src/operator/main.ts users show <email>
 *   node --import tsx apps/server/src/operator/main.ts support list [--open]
 *   node --import tsx apps/server/src/operator/main.ts support close <id>
 *
 * (`ranklens users …` and `ranklens support …` forward here.) Reads the same environment and
 * database as the server and exits 0 (done), 1 (failed) or 2 (wrong usage).
 */
import { sql } from "kysely";
import { migrateApp } from "../db/migrate";
import { openAppDatabase } from "../db/open-app-database";
import { EnvError, parseEnv } from "../env";
import { EXIT, OPERATOR_USAGE, type OperatorIo } from "./operator-io";
import { parseOperatorArgs } from "./parse-operator-args";
import { runOperator } from "./run-operator";

const io: OperatorIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

async function main(args: string[]): Promise<number> {
  const command = parseOperatorArgs(args);
  if (command.kind === "help") {
    io.out(OPERATOR_USAGE);
    return EXIT.ok;
  }
  if (command.kind === "usage-error") {
    io.err(`${command.problem}\n\n${OPERATOR_USAGE}`);
    return EXIT.usage;
  }
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      io.err(error.message);
      return EXIT.failed;
    }
    throw error;
  }
  // The same database the server opens (see bootstrap.ts).
  const database = openAppDatabase(env);
  try {
    try {
      await sql`select 1 from ${sql.table("user")} where 1 = 0`.execute(database.db);
    } catch {
      io.err(
        `The database has no RankLens accounts yet (${database.dialect}${env.DATABASE_URL ? "" : ` in ${env.dataDir}`}). ` +
          "Start the server once with the same settings so it can create its tables.",
      );
      return EXIT.failed;
    }
    // A server upgrade may have added tables this command reads.
    await migrateApp(database.db, database.dialect);
    return await runOperator(command, { db: database.db, billingEnabled: env.BILLING === "on", io });
  } catch (error) {
    io.err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
