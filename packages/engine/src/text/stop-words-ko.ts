/**
 * Korean stop words: free-standing particles, pronouns, conjunctions, adverbs and the commonest
 * verb forms. Korean attaches particles to nouns ("검색엔진은"), which no stop-word list can
 * remove; such forms stay distinct words.
 */
export const STOP_WORDS_KO = `이 그 저 것 수 등 및 의 가 을 를 은 는 에 에서 로 으로 와 과 도 만 더 또 또한 그리고 그러나
하지만 그래서 따라서 때문에 위해 위한 대한 대해 통해 있는 있다 없다 하는 한다 했다 된다 되는 이런 그런 저런 어떤 모든 각
우리 저희 당신 너 나 내 제 그녀 그들 이것 그것 저것 여기 거기 저기 지금 오늘 기자`;
