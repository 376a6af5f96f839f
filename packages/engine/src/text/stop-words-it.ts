/**
 * Italian stop words (function words), lower-case. Most of them are in Snowball's
 * Italian stop-word list (BSD-3-Clause): its notice is in THIRD_PARTY_NOTICES.md.
 */
export const STOP_WORDS_IT = `a ad agli ai al alla alle allo anche avere aveva c che chi ci come con contro cui da dagli
dai dal dalla dalle dallo degli dei del della delle dello di dove e è ed era essere gli ha hanno i il in io l la
le lei lo loro lui ma mi mia mio ne negli nei nel nella nelle nello noi non nostro o per perché più quale quando
quella quelle quello questa queste questo se sei si sia siamo sono su sua sue sui sul sulla sulle suo suoi ti tra
tu tua tuo tutti tutto un una uno vi voi`;
