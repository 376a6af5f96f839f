/**
 * French stop words (function words), lower-case. Most of them are in Snowball's
 * French stop-word list (BSD-3-Clause): its notice is in THIRD_PARTY_NOTICES.md.
 */
export const STOP_WORDS_FR = `a à afin ai aie aient ainsi alors au aucun aucune auprès auquel aura aurai auraient aurais
aurait aussi autre autres aux auxquels avaient avais avait avant avec avez avoir avons ayant c c'est ça car ce ceci
cela celle celles celui cependant ces cet cette ceux chaque chez ci comme comment d dans de des donc dont du elle
elles en encore entre est et été étaient était être eu eux fait il ils j je jusqu l la laquelle le lequel les
lesquels leur leurs lors lui m ma mais me même mes moi mon n ne ni nos notre nous on ont or ou où par parce pas
pendant peu peut plus pour pourquoi qu quand que quel quelle quelles quels qui quoi s sa sans se sera seront ses
si sien son sont sous sur ta te tes toi ton tous tout toute toutes très tu un une vers via vos votre vous y`;
