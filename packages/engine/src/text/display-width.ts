/**
 * How wide a text shows, in Latin-letter units: Chinese, Japanese and Korean characters and
 * full-width forms are about twice as wide as a Latin letter. Search results cut titles by width
 * (about 600 pixels), so a CJK title of 40 characters is as long as a Latin one of 80.
 *
 * Browser-safe: no Node built-ins.
 */

// East Asian Wide and Fullwidth characters, as far as titles use them.
// By Script, not Script_Extensions, which also files the Latin middle dot "·" under Han.
const WIDE =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\u3000-\u303f\u30a0-\u30ff\uff01-\uff60\uffe0-\uffe6]/u;

/** Code points of `text` that show about twice as wide as a Latin letter. */
export function wideCharacters(text: string): number {
  let wide = 0;
  for (const ch of text) if (WIDE.test(ch)) wide++;
  return wide;
}

/** Display width of `text` in Latin-letter units: its code points, the wide ones counted twice. */
export function displayWidth(text: string): number {
  return [...text].length + wideCharacters(text);
}
