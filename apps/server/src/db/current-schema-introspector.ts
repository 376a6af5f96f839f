import {
  type DatabaseIntrospector,
  type Kysely,
  PostgresDialect,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from "kysely";

/**
 * What Kysely's migrator asks of the database (does the schema, does the migration table exist),
 * answered from the catalogue for the connection's own schema only. Kysely's PostgreSQL
 * introspector lists every table of every schema and calls pg_get_serial_sequence on each column:
 * a test worker migrating its schema while another worker drops its own then failed with 42703
 * (the column of a table dropped under the query), once in a run of the suite.
 */
export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`SELECT nspname AS name FROM pg_catalog.pg_namespace`.execute(
      this.db,
    );
    return rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      SELECT c.relname AS name, n.nspname AS schema, c.relkind AS kind
      FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`.execute(this.db);
    // The migrator reads names and schemas; columns are not needed and not read (that is the point).
    return rows.map((row) => ({
      name: row.name,
      schema: row.schema,
      isView: row.kind === "v" || row.kind === "m",
      isForeign: row.kind === "f",
      columns: [],
    }));
  }
}

/** PostgreSQL as Kysely's dialect has it, with the introspector above. */
export class PostgresCurrentSchemaDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
