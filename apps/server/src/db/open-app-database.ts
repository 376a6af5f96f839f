import path from "node:path";
import type { Env } from "../env";
import { type DatabaseHandle, openDatabase } from "./client";

/** The database the settings name, as every process opens it: `npm start`, `npm run worker` and the operator CLI. */
export function openAppDatabase(
  env: Pick<Env, "DATABASE_URL" | "DATABASE_POOL_SIZE" | "dataDir">,
): DatabaseHandle {
  return openDatabase({
    databaseUrl: env.DATABASE_URL,
    sqlitePath: path.join(env.dataDir, "ranklens.sqlite"),
    pgPoolSize: env.DATABASE_POOL_SIZE,
  });
}
