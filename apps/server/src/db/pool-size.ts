/**
 * Connections a process keeps to PostgreSQL unless DATABASE_POOL_SIZE says otherwise (ADR 047).
 * A Node process sends its queries from one thread: a transaction waits for that thread between its
 * statements, so connections beyond what it keeps busy hold transactions (and their row locks) open
 * longer instead of writing more. Four workers crawling on two cores spent a third less of
 * PostgreSQL's CPU on the same pages with three connections each than with ten.
 */
export const DEFAULT_PG_POOL_SIZE = 4;
