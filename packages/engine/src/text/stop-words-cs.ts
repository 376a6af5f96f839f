/** Czech stop words (function words), lower-case. */
export const STOP_WORDS_CS = `a aby ale ani ano asi až bez bude budou by byl byla byli bylo být co či další do ho i já
jak jako je jeho jej její jejich jen ještě již jsem jsme jsou k kde kdy když ke která které který kteří má mají
mezi mi mít mu na nad nám není než ni o od pak po pod podle pokud pro proti před přes při řekl řekla s se si sice
své svůj ta tak také tam tato te ten tento to toho tom tomu tu tuto tyto u už v ve více však vy z za ze že`;
