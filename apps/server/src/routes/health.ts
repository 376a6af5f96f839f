import { Hono } from "hono";
import { sql } from "kysely";
import type { AppEnv } from "../app-env";

/** Liveness and database readiness for load balancers and `curl`. */
export const healthRoutes = new Hono<AppEnv>().get("/health", async (c) => {
  const { db, dialect, logger } = c.get("deps");
  try {
    await sql`select 1`.execute(db);
    return c.json({ status: "ok", database: dialect }, 200);
  } catch (error) {
    logger.error("health check: database unreachable", { error: String(error) });
    return c.json(
      { status: "error", database: dialect, error: { code: "UNAVAILABLE", message: "Database unreachable" } },
      503,
    );
  }
});
