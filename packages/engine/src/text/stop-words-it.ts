/**
 * Italian stop words (function words, reporting verbs, titles), lower-case. Elided forms ("l’", "dell’") are dropped by `normalizeWord`.
 * Most of the function words are in Snowball's Italian stop-word list (BSD-3-Clause):
 * its notice is in THIRD_PARTY_NOTICES.md.
 */
export const STOP_WORDS_IT = `a ad agli ai al alla alle allo anche ancora avere aveva c che chi ci come con contro cui da
dagli dai dal dalla dalle dallo degli dei del della delle dello detto di dopo dove due e è ecc ed era essere fa
fatto fra già gli ha hanno i il in io l la le lei lo loro lui ma mai mi mia mio molto ne negli nei nel nella nelle
nello noi non nostro o ogni per perché più poi prima quale quando quella quelle quello questa queste questo quindi
se secondo sei sempre si sia siamo sig sono stata stato su sua sue sui sul sulla sulle suo suoi ti tra tre tu tua
tuo tutti tutto un una uno vi voi`;
