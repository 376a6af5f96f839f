import { describe, expect, it } from "vitest";
import { oneAtATime } from "./one-at-a-time";

describe("oneAtATime", () => {
  it("starts each task when the previous one has settled, failed or not", async () => {
    const run = oneAtATime();
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([run(task("a")), run(task("b", true)), run(task("c"))]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as Error).message))).toEqual([
      "a",
      "b",
      "c",
    ]);
  });
});
