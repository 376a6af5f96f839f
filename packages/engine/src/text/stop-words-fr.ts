/**
 * French stop words (function words, reporting verbs, titles), lower-case. Elided forms ("l’", "d’") are dropped by `normalizeWord`.
 * Most of the function words are in Snowball's French stop-word list (BSD-3-Clause):
 * its notice is in THIRD_PARTY_NOTICES.md.
 */
export const STOP_WORDS_FR = `a à afin ai aie aient ainsi alors après au aucun aucune auprès auquel aura aurai auraient
aurais aurait aussi autre autres aux auxquels avaient avais avait avant avec avez avoir avons ayant bien c ça
car ce ceci cela celle celles celui cependant certains ces cet cette ceux chaque chez ci comme comment contre d dans
de déjà depuis des deux dit donc dont du elle elles en encore entre est et été étaient était être eu eux fait faire
fois il ils j jamais je jusqu l la laquelle le lequel les lesquels leur leurs lire lors lorsque lui m ma mais me
même mes mme moi mon n ne ni nos notre nous on ont or ou où par parce pas pendant peu peut plus plusieurs pour
pourquoi près qu quand que quel quelle quelles quels qui quoi s sa sans se selon sera seront ses si sien son sont
sous sur ta te tes toi ton tous tout toute toutes toujours très trois tu un une vers via vos votre vous y`;
