import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords";

describe("isCommonPassword", () => {
  it("refuses the issue's examples and listed passwords in any case", () => {
    for (const password of [
      "password1234",
      "Password1234",
      "123456789012",
      "aaaaaaaaaaaa",
      "qwertyuiopasdfgh",
      "1qaz2wsx3edc",
      "iloveyouiloveyou",
      "MOTHERFUCKER",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("accepts passphrases and random strings", () => {
    for (const password of ["correct horse battery staple", "a long enough password", "x7#Kq9!vLm2$Pz"]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it("ships 10,000 distinct lower-case entries, all within the 12–128 length rule", () => {
    const lines = readFileSync(new URL("./password-list/common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .filter(Boolean);
    expect(lines).toHaveLength(10_000);
    expect(new Set(lines).size).toBe(10_000);
    expect(lines.every((p) => p === p.toLowerCase() && p.length >= 12 && p.length <= 128)).toBe(true);
  });
});
