import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Logger } from "../lib/logger";
import { createMailer } from "./mailer";

describe("outbox mailer (no SMTP_URL)", () => {
  it("writes each message as an .eml file and logs its link", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "outbox-")), "outbox");
    const logged: Array<Record<string, unknown> | undefined> = [];
    const logger: Logger = { debug() {}, info: (_m, f) => logged.push(f), warn() {}, error() {} };
    const mailer = createMailer({ from: "RankLens <no-reply@ranklens.local>", outboxDir: dir, logger });
    expect(mailer.transport).toBe("outbox");
    await mailer.send({
      to: "reader@example.com",
      subject: "Reset your RankLens password",
      text: "Open https://app.example/reset/abc to continue.",
    });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/reset-your-ranklens-password\.eml$/);
    const eml = readFileSync(path.join(dir, files[0]!), "utf8");
    expect(eml).toContain("To: reader@example.com");
    expect(eml).toContain("https://app.example/reset/abc");
    expect(logged[0]).toMatchObject({ to: "reader@example.com", link: "https://app.example/reset/abc" });
  });
});
