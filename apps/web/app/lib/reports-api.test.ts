import { describe, expect, it } from "vitest";
import { filenameOfDisposition, reportsKeys } from "./reports-api";

/** TanStack Query's prefix rule: invalidating `prefix` refreshes `key`. */
const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

describe("reports API client", () => {
  it("reads the file name of an attachment, the UTF-8 one first", () => {
    expect(filenameOfDisposition('attachment; filename="acme-report.pdf"')).toBe("acme-report.pdf");
    expect(filenameOfDisposition("attachment; filename=report.zip")).toBe("report.zip");
    expect(
      filenameOfDisposition(`attachment; filename="caf-report.pdf"; filename*=UTF-8''caf%C3%A9-report.pdf`),
    ).toBe("café-report.pdf");
    expect(filenameOfDisposition("attachment")).toBeNull();
    expect(filenameOfDisposition(null)).toBeNull();
  });

  it("puts every reports key under reportsKeys.all", () => {
    const keys = [
      reportsKeys.list,
      reportsKeys.report("r1"),
      reportsKeys.schedule("r1"),
      reportsKeys.shares("r1"),
      reportsKeys.branding,
    ];
    for (const key of keys) expect(startsWith(key, reportsKeys.all)).toBe(true);
    expect(startsWith(reportsKeys.schedule("r1"), reportsKeys.report("r1"))).toBe(false);
  });
});
