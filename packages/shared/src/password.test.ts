import { describe, expect, it } from "vitest";
import { isPredictablePassword } from "./password";

describe("isPredictablePassword", () => {
  it("catches one short piece repeated, consecutive runs and keyboard rows, in any case", () => {
    for (const password of [
      "aaaaaaaaaaaa",
      "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "abcabcabcabc",
      "123412341234",
      "passwordpassword",
      "iloveyouiloveyou",
      "123456789012",
      "1234567890123456",
      "abcdefghijkl",
      "ABCDEFGHIJKLMNOP",
      "987654321098",
      "zyxwvutsrqpo",
      "qwertyuiopas",
      "QwertyuiopasdfghjklzxcvbnmQwerty",
      "lkjhgfdsapoiuytrewq",
    ]) {
      expect(isPredictablePassword(password), password).toBe(true);
    }
  });

  it("lets real passphrases and random strings through, including ones with a short run inside", () => {
    for (const password of [
      "correct horse battery staple",
      "a long enough password",
      "abcdefghijkl9",
      "x7#Kq9!vLm2$Pz",
      "password123456789",
      "aaaaaaaaaaab",
      "abcdefghijklmnopqrstuvwxyz!",
      // A 12-character random piece said twice is as strong as the piece.
      "k3Jd9Qm1Zx7Lk3Jd9Qm1Zx7L",
    ]) {
      expect(isPredictablePassword(password), password).toBe(false);
    }
  });
});
