import { DEFAULT_SUPPORT_EMAIL } from "@ranklens/shared/api/contact";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { type SmtpSink, startSmtpSink } from "../../../test/smtp-sink";
import { createLogger } from "../../lib/logger";
import { createMailer } from "../../mail/mailer";
import { CONTACT_RATE_LIMIT } from "./contact";

const SUPPORT = "help-desk@example.org";

const VALID = {
  name: "Grace Hopper",
  email: "grace@example.com",
  subject: "Question about self-hosting",
  message: "Does RankLens run on a Raspberry Pi?\nThanks!",
};

describe.each(testDatabaseKinds())("POST /api/v1/contact (%s)", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(kind, { env: { SUPPORT_EMAIL: SUPPORT } });
  });
  afterEach(() => t.close());

  const rows = () => t.database.db.selectFrom("contact_messages").selectAll().execute();

  it("stores the message and mails it to SUPPORT_EMAIL with Reply-To the sender, without sign-in", async () => {
    const res = await t.request("/api/v1/contact", { json: VALID });
    expect(res.status).toBe(201);
    const receipt = await json(res);
    expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);

    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: receipt.id,
      name: VALID.name,
      email: VALID.email,
      subject: VALID.subject,
      message: VALID.message,
    });
    expect(stored[0]!.mailed_at).not.toBeNull();

    const mail = await t.mail.next(SUPPORT);
    expect(mail.replyTo).toBe(VALID.email);
    expect(mail.subject).toContain(VALID.subject);
    expect(mail.text).toContain(VALID.message);
    expect(mail.text).toContain(receipt.id);
  });

  it("needs only an e-mail address and a message; trims and fills the optional fields", async () => {
    const res = await t.request("/api/v1/contact", {
      json: { email: "  ada@example.com ", message: "  Hello  " },
    });
    expect(res.status).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({ name: "", subject: "", email: "ada@example.com", message: "Hello" });
    const mail = await t.mail.next(SUPPORT);
    expect(mail.subject).toContain("(no subject)");
  });

  it.each([
    [{ ...VALID, email: "" }, "email", "Email is required so we can reply"],
    [{ ...VALID, email: "not-an-address" }, "email", "Please enter a valid email address"],
    [{ ...VALID, message: "   " }, "message", "Message is required"],
    [{ ...VALID, message: "x".repeat(5001) }, "message", "Message must be at most 5000 characters"],
    [{ ...VALID, name: "n".repeat(101) }, "name", "Name must be at most 100 characters"],
    [{ ...VALID, subject: "s".repeat(201) }, "subject", "Subject must be at most 200 characters"],
  ])("refuses bad input with a clear message naming the field (%#)", async (body, field, message) => {
    const res = await t.request("/api/v1/contact", { json: body });
    expect(res.status).toBe(400);
    const error = (await json(res)).error;
    expect(error.code).toBe("INVALID_REQUEST");
    expect(error.message).toBe(message);
    expect(error.details.field).toBe(field);
    expect(await rows()).toHaveLength(0);
    expect(t.mail.messages).toHaveLength(0);
  });

  it("accepts a message of exactly 5000 characters", async () => {
    const res = await t.request("/api/v1/contact", { json: { ...VALID, message: "y".repeat(5000) } });
    expect(res.status).toBe(201);
  });

  it("keeps header injection out of the mail headers", async () => {
    const res = await t.request("/api/v1/contact", {
      json: { ...VALID, subject: "Hi\r\nBcc: victim@example.com" },
    });
    expect(res.status).toBe(201);
    const mail = await t.mail.next(SUPPORT);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("limits each client address to the allowance per hour, and only that address", async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect((await t.request("/api/v1/contact", { json: VALID, ip: "203.0.113.7" })).status).toBe(201);
    }
    const refused = await t.request("/api/v1/contact", { json: VALID, ip: "203.0.113.7" });
    expect(refused.status).toBe(429);
    expect((await json(refused)).error.code).toBe("RATE_LIMITED");
    expect((await t.request("/api/v1/contact", { json: VALID, ip: "203.0.113.8" })).status).toBe(201);
    expect(await rows()).toHaveLength(CONTACT_RATE_LIMIT.limit + 1);
  });

  it("keeps the message when mailing fails", async () => {
    await t.close();
    t = await createTestContext(kind, {
      env: { SUPPORT_EMAIL: SUPPORT },
      mailer: {
        transport: "smtp",
        send: async () => {
          throw new Error("SMTP server unreachable");
        },
      },
    });
    const res = await t.request("/api/v1/contact", { json: VALID });
    expect(res.status).toBe(201);
    const [row] = await rows();
    expect(row!.message).toBe(VALID.message);
    expect(row!.mailed_at).toBeNull();
  });
});

describe("GET /api/v1/contact: where messages go", () => {
  let t: TestContext | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("says a message is only stored when no SMTP is configured (mail goes to the outbox), without sign-in", async () => {
    t = await createTestContext("sqlite", {
      env: { SUPPORT_EMAIL: SUPPORT },
      mailer: createMailer({
        smtpUrl: undefined,
        from: "RankLens <no-reply@ranklens.test>",
        outboxDir: "/nonexistent",
        logger: createLogger("silent"),
      }),
    });
    const res = await t.request("/api/v1/contact");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ supportEmail: SUPPORT, delivery: "stored" });
  });

  it("says a message is e-mailed on when SMTP is configured, and falls back to the shared default address", async () => {
    t = await createTestContext("sqlite", {
      mailer: createMailer({
        smtpUrl: "smtp://127.0.0.1:2525",
        from: "RankLens <no-reply@ranklens.test>",
        outboxDir: "/nonexistent",
        logger: createLogger("silent"),
      }),
    });
    expect(await json(await t.request("/api/v1/contact"))).toEqual({
      supportEmail: DEFAULT_SUPPORT_EMAIL,
      delivery: "email",
    });
  });
});

describe("contact message over real SMTP", () => {
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
    t = await createTestContext("sqlite", { mailer, env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("delivers the message to the support mailbox with Reply-To the visitor", async () => {
    const res = await t.request("/api/v1/contact", { json: VALID });
    expect(res.status).toBe(201);
    const mail = await smtp.next(SUPPORT);
    expect(mail.from).toBe("no-reply@ranklens.test");
    expect(mail.decoded).toMatch(/^Reply-To: grace@example\.com\r?$/m);
    expect(mail.decoded).toContain("Does RankLens run on a Raspberry Pi?");
    expect(mail.decoded).toContain("From: Grace Hopper <grace@example.com>");
  });
});
