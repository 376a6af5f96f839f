import { describe, expect, it } from "vitest";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const grant = { userId: "user-a", workspaceId: "ws-1", list: "content" as const };

describe("unsubscribe tokens", () => {
  it("carry the user, workspace and list, and only verify with the same secret", () => {
    const token = signUnsubscribeToken(SECRET, grant);
    expect(token).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual(grant);
    expect(verifyUnsubscribeToken(`${SECRET}x`, token)).toBeNull();
    expect(signUnsubscribeToken(SECRET, { ...grant, list: "digest" })).not.toBe(token);
  });

  it("refuse every changed character of the signature, payload or version", () => {
    const token = signUnsubscribeToken(SECRET, grant);
    for (let i = 0; i < token.length; i++) {
      const changed = `${token.slice(0, i)}${token[i] === "A" ? "B" : "A"}${token.slice(i + 1)}`;
      expect(verifyUnsubscribeToken(SECRET, changed), changed).toBeNull();
    }
    expect(verifyUnsubscribeToken(SECRET, `${token}.x`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, "")).toBeNull();
  });
});
