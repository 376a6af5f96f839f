import { describe, expect, it } from "vitest";
import { CRAWL_ENTRY, OPERATOR_ENTRY, serverEntryPath } from "./operator";

describe("the server entries the CLI forwards to", () => {
  it("are declared by the server's package and name its operator and crawl mains", () => {
    expect(serverEntryPath(OPERATOR_ENTRY)).toMatch(/apps\/server\/bin\/operator\.mjs$/);
    expect(serverEntryPath(CRAWL_ENTRY)).toMatch(/apps\/server\/bin\/crawl\.mjs$/);
  });

  it("an entry the server does not declare is missing, not a crash", () => {
    expect(serverEntryPath("@ranklens/server/no-such-entry")).toBeNull();
  });
});
