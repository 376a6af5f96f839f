import { describe, expect, it } from "vitest";
import { afterSignInPath, planIntentFromSearch, rememberPlanIntent, takePlanIntent } from "./plan-intent";
import { brokenStore, memoryStore } from "./test-stores";

describe("planIntentFromSearch", () => {
  it("recognises plan=pro and the older plan=premium", () => {
    expect(planIntentFromSearch("?plan=pro")).toBe("pro");
    expect(planIntentFromSearch("?plan=premium")).toBe("pro");
    expect(planIntentFromSearch("?x=1&plan=PRO")).toBe("pro");
  });

  it("ignores other or missing plans", () => {
    expect(planIntentFromSearch("?plan=basic")).toBeNull();
    expect(planIntentFromSearch("")).toBeNull();
  });
});

describe("where a visitor goes once signed in", () => {
  it("sends a visitor who came for Pro to /upgrade once signed in, others to their fallback", () => {
    expect(afterSignInPath("?plan=pro", "/dashboard")).toBe("/upgrade");
    expect(afterSignInPath("?redirectTo=%2Fsettings", "/settings")).toBe("/settings");
  });
});

describe("remember / take plan intent", () => {
  it("is taken exactly once", () => {
    const store = memoryStore();
    rememberPlanIntent(store);
    expect(takePlanIntent(store)).toBe(true);
    expect(takePlanIntent(store)).toBe(false);
  });

  it("is false when nothing was remembered", () => {
    expect(takePlanIntent(memoryStore())).toBe(false);
  });

  it("survives storage that throws", () => {
    const broken = brokenStore();
    expect(() => rememberPlanIntent(broken)).not.toThrow();
    expect(takePlanIntent(broken)).toBe(false);
  });
});
