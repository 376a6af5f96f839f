import { describe, expect, it } from "vitest";
import { SessionCache } from "./session-cache";

const ada = { user: { id: "u1", email: "ada@example.com", name: "Ada" }, sessionId: "s1" };

describe("SessionCache", () => {
  it("remembers a lookup, including 'no session', for its time to live only", () => {
    const cache = new SessionCache(1_000);
    expect(cache.get("a", 0)).toBeUndefined();
    cache.set("a", ada, 0);
    cache.set("b", null, 0);
    expect(cache.get("a", 999)).toEqual(ada);
    expect(cache.get("b", 999)).toBeNull();
    expect(cache.get("a", 1_000)).toBeUndefined();
  });

  it("forgets everything on clear (a session may have ended)", () => {
    const cache = new SessionCache(1_000);
    cache.set("a", ada, 0);
    cache.clear();
    expect(cache.get("a", 1)).toBeUndefined();
  });
});
