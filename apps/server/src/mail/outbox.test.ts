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

describe("outbox mailer with an inline image and extra headers", () => {
  it("writes them into the .eml as MIME parts and header lines", async () => {
    const { simpleParser } = await import("mailparser");
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "outbox-")), "outbox");
    const logger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
    const mailer = createMailer({ from: "RankLens <no-reply@ranklens.local>", outboxDir: dir, logger });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await mailer.send({
      to: "reader@example.com",
      subject: "Critical change on Shop",
      text: "See https://app.example/projects/p1",
      html: '<p><img src="cid:chart-1@ranklens" alt="chart"></p>',
      attachments: [
        { filename: "scores.png", content: png, contentType: "image/png", cid: "chart-1@ranklens" },
      ],
      headers: {
        "List-Unsubscribe": "<https://app.example/api/v1/alerts/unsubscribe?token=v1.a.b>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    const [file] = readdirSync(dir);
    const mail = await simpleParser(readFileSync(path.join(dir, file!)), { keepCidLinks: true });
    expect(mail.html).toContain('src="cid:chart-1@ranklens"');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      contentType: "image/png",
      cid: "chart-1@ranklens",
      related: true,
    });
    expect(mail.attachments[0]!.content.equals(png)).toBe(true);
    // Long header lines are folded (RFC 5322); unfolded, the value is exactly what was given.
    const unfolded = (key: string) =>
      mail.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n[ \t]+/g, " ");
    expect(unfolded("list-unsubscribe")).toBe(
      "List-Unsubscribe: <https://app.example/api/v1/alerts/unsubscribe?token=v1.a.b>",
    );
    expect(unfolded("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });
});
