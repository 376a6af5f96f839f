import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { withStatementCache } from "./statement-cache";

describe("withStatementCache", () => {
  it("prepares each SQL text once and keeps working as a database", () => {
    const db = withStatementCache(new SQLite(":memory:"));
    db.prepare("create table t (x integer)").run();
    const insert = db.prepare("insert into t (x) values (?)");
    expect(db.prepare("insert into t (x) values (?)")).toBe(insert);
    insert.run(1);
    insert.run(2);
    expect(db.prepare("select sum(x) as s from t").get()).toEqual({ s: 3 });
    expect(db.open).toBe(true);
    db.close();
    expect(db.open).toBe(false);
  });

  it("drops the least recently used statement past its cap", () => {
    const db = withStatementCache(new SQLite(":memory:"));
    const first = db.prepare("select 0");
    for (let i = 1; i <= 500; i++) db.prepare(`select ${i}`);
    expect(db.prepare("select 0")).not.toBe(first);
    expect(db.prepare("select 500")).toBe(db.prepare("select 500"));
  });
});
