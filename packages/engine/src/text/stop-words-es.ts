/**
 * Spanish stop words (function words, reporting verbs, titles), lower-case.
 * Most of the function words are in Snowball's Spanish stop-word list (BSD-3-Clause):
 * its notice is in THIRD_PARTY_NOTICES.md.
 */
export const STOP_WORDS_ES = `a además ahora al algo algunas algunos ante antes aquel aquella aquellas aquellos aquí así
aun aunque cada como con contra cual cuales cuando cuánto de del desde después dijo donde dos durante e el él ella
ellas ellos en entonces entre era eran es esa esas ese eso esos esta está están estar estas este esto estos fue
fueron ha había habían han hasta hay hace la las le les lo los más me mi mientras mis misma mismo mucho muy nada ni
no nos nosotros nuestra nuestro o os otra otras otro otros para pero poco por porque puede pueden que qué quien se
sea según ser si sí sido sin sobre solo sólo son sr sra su sus también tan tanto te tiene tienen todas todo todos
tras tres tu tus u un una uno unos usted ustedes vez y ya yo`;
