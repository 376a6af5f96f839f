/**
 * Dutch stop words (function words), lower-case. Most of them are in Snowball's
 * Dutch stop-word list (BSD-3-Clause): its notice is in THIRD_PARTY_NOTICES.md.
 */
export const STOP_WORDS_NL = `aan al alles als altijd andere ben bij daar dan dat de der deze die dit doch doen door dus
een eens en er ge geen geweest haar had heb hebben heeft hem het hier hij hoe hun iemand iets ik in is ja je kan
kon kunnen maar me meer men met mij mijn moet na naar niet niets nog nu of om omdat onder ons ook op over reeds
te tegen toch toen tot u uit uw van veel voor want waren was wat we wel werd wezen wie wij wil worden wordt zal ze
zei zelf zich zij zijn zo zonder zou`;
