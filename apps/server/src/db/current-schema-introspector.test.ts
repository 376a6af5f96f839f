import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../test/databases";

const postgres = testDatabaseKinds().includes("postgres");

describe.skipIf(!postgres)("the migrator's view of PostgreSQL", () => {
  it("sees only the connection's own schema: another schema's tables, even while dropped, are never read", async () => {
    const mine = await openTestDatabase("postgres");
    const other = await openTestDatabase("postgres");
    try {
      await sql`CREATE TABLE mine_table (id integer)`.execute(mine.db);
      await sql`CREATE VIEW mine_view AS SELECT 1 AS one`.execute(mine.db);
      await sql`CREATE TABLE elsewhere (id serial)`.execute(other.db);
      const tables = await mine.db.introspection.getTables();
      expect(
        tables.map(({ name, isView }) => ({ name, isView })).sort((a, b) => a.name.localeCompare(b.name)),
      ).toEqual([
        { name: "mine_table", isView: false },
        { name: "mine_view", isView: true },
      ]);
      // The migrator's question, asked again and again while the other schema is dropped under it.
      const asking = Array.from({ length: 20 }, () => mine.db.introspection.getTables());
      await Promise.all([...asking, other.close()]);
    } finally {
      await mine.close();
      await other.close();
    }
  });
});
