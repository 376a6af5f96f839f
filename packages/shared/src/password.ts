/**
 * The password length rule, read by the server (Better Auth's bounds) and by
 * the web app (hints and checks before sending). Lengths are UTF-16 code
 * units, what both JavaScript sides measure with `.length`.
 * 12 meets ASVS v4 2.1.1 and v5 6.2.1; 128 allows the ≥ 64 of ASVS 6.2.9.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Keyboard rows typed in a run ("qwertyuiop", "asdfghjkl"), forwards or backwards. */
const KEYBOARD_ROWS = "qwertyuiopasdfghjklzxcvbnm";

/** The alphabets a "next character" sequence wraps around in (…8, 9, 0, 1…; …y, z, a…). */
const SEQUENCE_ALPHABETS = ["0123456789", "abcdefghijklmnopqrstuvwxyz"];

/**
 * Passwords that are long only by repetition or a sequence, which every
 * guessing tool tries first whatever their length: one short piece repeated
 * ("aaaaaaaaaaaa", "abcabcabcabc", "passwordpassword" — a piece shorter than
 * the minimum length), a run of consecutive characters ("123456789012",
 * "abcdefghijkl", "987654321098") or a keyboard row ("qwertyuiopas").
 * Small enough for the browser; the server also checks its list of common
 * breached passwords, which the browser does not download.
 */
export function isPredictablePassword(password: string): boolean {
  const p = password.toLowerCase();
  if (p.length < 2) return false;
  return repeatsAShortPiece(p) || isRunOfConsecutiveCharacters(p) || isKeyboardRun(p);
}

function repeatsAShortPiece(p: string): boolean {
  for (let period = 1; period < Math.min(p.length, PASSWORD_MIN_LENGTH); period++) {
    let periodic = true;
    for (let i = period; i < p.length && periodic; i++) periodic = p[i] === p[i - period];
    if (periodic) return true;
  }
  return false;
}

function isRunOfConsecutiveCharacters(p: string): boolean {
  for (const step of [1, -1]) {
    let run = true;
    for (let i = 1; i < p.length && run; i++) {
      const alphabet = SEQUENCE_ALPHABETS.find((a) => a.includes(p[i - 1]!) && a.includes(p[i]!));
      run =
        alphabet !== undefined &&
        alphabet.indexOf(p[i]!) === mod(alphabet.indexOf(p[i - 1]!) + step, alphabet.length);
    }
    if (run) return true;
  }
  return false;
}

function isKeyboardRun(p: string): boolean {
  const rows = KEYBOARD_ROWS.repeat(Math.ceil(p.length / KEYBOARD_ROWS.length) + 1);
  return rows.includes(p) || [...rows].reverse().join("").includes(p);
}

function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}
