/**
 * Portuguese stop words (function words), lower-case. Most of them are in Snowball's
 * Portuguese stop-word list (BSD-3-Clause): its notice is in THIRD_PARTY_NOTICES.md.
 */
export const STOP_WORDS_PT = `a à ao aos aquela aquelas aquele aqueles aquilo as às até com como da das de dela delas
dele deles depois do dos e é ela elas ele eles em entre era eram essa essas esse esses esta está estão estas este
estes eu foi foram há isso isto já lhe lhes mais mas me mesmo meu meus minha minhas muito na não nas nem no nos
nós nossa nossas nosso nossos num numa o os ou para pela pelas pelo pelos por qual quando que quem se sem ser seu
seus só sua suas também te tem têm teu tua um uma umas uns você vocês vos`;
