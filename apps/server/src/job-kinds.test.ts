import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jobKinds } from "./job-kinds";

const SRC = path.dirname(new URL(import.meta.url).pathname);

/** Every `<domain>/jobs/*-job.ts` file: where job kinds are defined (the queue layer, `jobs/`, knows none). */
function jobFiles(): string[] {
  return readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "jobs")
    .flatMap((domain) => {
      const folder = path.join(SRC, domain.name, "jobs");
      try {
        return readdirSync(folder)
          .filter((file) => file.endsWith("-job.ts"))
          .map((file) => path.join(folder, file));
      } catch {
        return [];
      }
    });
}

describe("the job kind registry", () => {
  it("names each kind once", () => {
    const names = jobKinds.map((kind) => kind.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("holds every kind defined in a domain's jobs folder, each file's kind named after it", async () => {
    const files = jobFiles();
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      const module = (await import(file)) as Record<string, unknown>;
      const defined = Object.values(module).filter(
        (value) => typeof value === "object" && value !== null && "handler" in value && "name" in value,
      );
      expect(defined, file).toHaveLength(1);
      expect(jobKinds, file).toContain(defined[0]);
      expect(`${(defined[0] as { name: string }).name}-job.ts`).toBe(path.basename(file));
    }
  });
});
