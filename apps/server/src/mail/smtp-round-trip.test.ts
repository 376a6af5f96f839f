import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, TEST_ORIGIN, TEST_PASSWORD, type TestContext } from "../../test/harness";
import { type SmtpSink, startSmtpSink } from "../../test/smtp-sink";
import { createLogger } from "../lib/logger";
import { createMailer } from "./mailer";

describe("password reset over real SMTP", () => {
  let smtp: SmtpSink;
  let t: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: "RankLens <no-reply@ranklens.test>",
      outboxDir: "/nonexistent",
      logger: createLogger("silent"),
    });
    t = await createTestContext("sqlite", { mailer, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("delivers the reset e-mail to the SMTP server, and its link sets a new password", async () => {
    const { email } = await t.createUser({ email: "smtp-user@example.com" });
    const res = await t.request("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    expect(res.status).toBe(200);

    const mail = await smtp.next(email);
    expect(mail.from).toBe("no-reply@ranklens.test");
    expect(mail.decoded).toContain("Subject: Reset your RankLens password");
    const link = mail.decoded.match(
      /https?:\/\/[^\s"<]+\/api\/auth\/reset-password\/[A-Za-z0-9_-]+\?callbackURL=[^\s"<]+/,
    )?.[0];
    expect(link).toBeDefined();
    expect(link!.startsWith(`${TEST_ORIGIN}/api/auth/reset-password/`)).toBe(true);

    const url = new URL(link!);
    const follow = await t.request(`${url.pathname}${url.search}`);
    expect(follow.status).toBe(302);
    const token = new URL(follow.headers.get("location")!).searchParams.get("token");
    expect(token).toBeTruthy();
    const reset = await t.request("/api/auth/reset-password", {
      json: { newPassword: "fresh password from mail", token },
    });
    expect(reset.status).toBe(200);
    expect(
      (await t.request("/api/auth/sign-in/email", { json: { email, password: "fresh password from mail" } }))
        .status,
    ).toBe(200);
    expect(
      (await t.request("/api/auth/sign-in/email", { json: { email, password: TEST_PASSWORD } })).status,
    ).toBe(401);
  });
});
