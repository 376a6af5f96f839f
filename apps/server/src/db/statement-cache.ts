import type SQLite from "better-sqlite3";

/** How many distinct SQL statements stay prepared; the app issues a few dozen shapes. */
const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 as Kysely uses it, but with prepared statements reused by SQL
 * text. Kysely prepares every query anew; compiling the statement was the
 * largest single cost of a cheap request (about 8 % of the content list).
 * Statements are only executed to completion (never left iterating), so
 * reuse is safe. Least recently used statements are dropped past the cap.
 */
export function withStatementCache(database: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    let statement = cache.get(source);
    if (statement) {
      // Re-insert to mark it most recently used.
      cache.delete(source);
    } else {
      statement = database.prepare(source);
      if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value as string);
    }
    cache.set(source, statement);
    return statement;
  };
  return new Proxy(database, {
    get(target, property, receiver) {
      if (property === "prepare") return prepare;
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
