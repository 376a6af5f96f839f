/** Thai stop words, as `Intl.Segmenter` splits them: particles, prepositions, conjunctions, pronouns and auxiliaries. */
export const STOP_WORDS_TH = `ที่ และ ใน ของ การ เป็น มี ได้ ไม่ ให้ จะ ว่า กับ ก็ แต่ หรือ จาก โดย นี้ ไป มา อยู่ แล้ว ความ คือ
เพื่อ ซึ่ง อย่าง ถึง ทั้ง กัน นั้น เมื่อ อีก ยัง เขา เรา คุณ ผม ฉัน ต้อง ก่อน หลัง ทำ`;
