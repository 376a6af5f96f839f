/**
 * Dutch stop words (function words, reporting verbs, titles), lower-case.
 * Most of the function words are in Snowball's Dutch stop-word list (BSD-3-Clause):
 * its notice is in THIRD_PARTY_NOTICES.md.
 */
export const STOP_WORDS_NL = `aan al alle alles als altijd andere ben bij daar dan dat de der deze die dit doch doen door
drie dus echter een eens elk elke en er gaan gaat ge geen geweest haar had heb hebben heeft heer hem het hier hij
hoe hun iemand iets ik in is ja je kan komt kon kunnen maar me meer men met mevrouw mij mijn moet moeten na naar
niet niets nog nu of om omdat onder ons ook op over reeds sinds te tegen tijdens toch toen tot tussen twee u uit
uw van veel volgens voor waar wanneer want waren waarom was wat we wel welke werd wezen wie wij wil worden wordt
zal ze zegt zei zelf zich zij zijn zo zonder zou zullen`;
