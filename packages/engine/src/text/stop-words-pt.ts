/**
 * Portuguese stop words (function words, reporting verbs, titles), lower-case.
 * Most of the function words are in Snowball's Portuguese stop-word list (BSD-3-Clause):
 * its notice is in THIRD_PARTY_NOTICES.md.
 */
export const STOP_WORDS_PT = `a à agora ainda ao aos após aquela aquelas aquele aqueles aquilo as às até com como da das
de dela delas dele deles depois disse do dos dois e é ela elas ele eles em entre era eram essa essas esse esses
esta está estão estas estava este estes eu foi foram há isso isto já lhe lhes mais mas me mesmo meu meus minha
minhas muito na não nas nem no nos nós nossa nossas nosso nossos num numa o os ou para pela pelas pelo pelos pode
podem por qual quando que quem são se segundo sem ser seu seus só sobre sr sra sua suas também te tem têm ter
teu três tua um uma umas uns você vocês vos`;
