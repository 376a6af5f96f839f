/**
 * Spanish stop words (function words), lower-case. Most of them are in Snowball's
 * Spanish stop-word list (BSD-3-Clause): its notice is in THIRD_PARTY_NOTICES.md.
 */
export const STOP_WORDS_ES = `a al algo algunas algunos ante antes aquel aquella aquellas aquellos aquí así aun aunque
cada como con contra cual cuales cuando cuánto de del desde donde dos el él ella ellas ellos en entre era eran
es esa esas ese eso esos esta está están estar estas este esto estos fue fueron ha había han hasta hay la las le
les lo los más me mi mis mucho muy nada ni no nos nosotros o os otra otras otro otros para pero poco por porque
que qué quien se sea según ser si sí sido sin sobre son su sus también tan tanto te tiene tienen todo todos tu
tus un una uno unos usted ustedes y ya yo`;
