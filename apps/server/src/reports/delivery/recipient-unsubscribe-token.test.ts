import { describe, expect, it } from "vitest";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "../../mail/unsubscribe-token";
import {
  recipientUnsubscribeUrl,
  signRecipientToken,
  verifyRecipientToken,
} from "./recipient-unsubscribe-token";

const SECRET = "test-secret-test-secret-test-secret-0123456789";
const grant = { reportId: "r-1", recipient: "boss@client.example" };

describe("a report recipient's unsubscribe token", () => {
  it("carries the report and the address, signed", () => {
    const token = signRecipientToken(SECRET, grant);
    expect(token).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyRecipientToken(SECRET, token)).toEqual(grant);
    expect(verifyRecipientToken("another-secret-another-secret-0123456789", token)).toBeNull();
  });

  it("refuses another address or report under the same signature, and malformed tokens", () => {
    const [version, payload, signature] = signRecipientToken(SECRET, grant).split(".") as [
      string,
      string,
      string,
    ];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, string>;
    const forged = (p: Record<string, string>) =>
      `${version}.${Buffer.from(JSON.stringify(p)).toString("base64url")}.${signature}`;
    for (const bad of [
      forged({ ...claims, e: "someone@else.example" }),
      forged({ ...claims, r: "r-2" }),
      `v2.${payload}.${signature}`,
      `${version}.${payload}`,
      `${version}.${payload}.${signature}.x`,
      "",
      "x".repeat(5000),
    ]) {
      expect(verifyRecipientToken(SECRET, bad), bad.slice(0, 40)).toBeNull();
    }
  });

  it("is no alert token, and an alert token is none of its", () => {
    const alert = signUnsubscribeToken(SECRET, { userId: "u", workspaceId: "w", list: "digest" });
    expect(verifyRecipientToken(SECRET, alert)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, signRecipientToken(SECRET, grant))).toBeNull();
  });

  it("is the token of the reports unsubscribe address", () => {
    const url = new URL(
      recipientUnsubscribeUrl({ publicUrl: "https://seo.example", authSecret: SECRET }, grant),
    );
    expect(`${url.origin}${url.pathname}`).toBe("https://seo.example/api/v1/reports/unsubscribe");
    expect(verifyRecipientToken(SECRET, url.searchParams.get("token")!)).toEqual(grant);
  });
});
