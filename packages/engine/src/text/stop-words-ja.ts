/**
 * Japanese stop words, as `Intl.Segmenter` splits them: particles, auxiliary verbs and their
 * inflections, formal nouns, demonstratives and conjunctions.
 */
export const STOP_WORDS_JA = `の に は を た が で て と し れ さ ある いる も する から な こと として い や れる など なっ
ない この ため その あっ よう また もの という あり まで られ なる へ か だ これ によって により おり より による ず なり
られる において ば なかっ なく しかし について せ だっ できる それ う ので なお のみ でき き つ における および いう さらに
でも ら たり に関する たち ます ん なら に対して 特に せる 及び これら とき では にて ほか ながら うち そして とともに ただし
かつて それぞれ または お ほど ものの に対する ほとんど と共に といった です とも ところ ここ した して って っ く え わ ま
み ご でした ました ません そう あの どの どう いま 今 私 僕 彼 彼女 我々 あなた 方 中 日 年 月`;
