/**
 * Chinese stop words (simplified and traditional forms), as `Intl.Segmenter` splits them: particles,
 * pronouns, prepositions, conjunctions, measure words and the reporting verbs of news; plus the
 * words of page chrome (首页 home, 登录 log in, 分享 share, 评论 comments, 回覆 reply).
 */
export const STOP_WORDS_ZH = `的 了 在 是 我 有 和 就 不 都 一 一个 一個 上 也 很 到 说 說 要 去 你 会 會 着 著 没有 沒有
看 好 自己 这 這 那 他 她 它 们 們 我们 我們 你们 你們 他们 他們 她们 她們 这个 這個 那个 那個 这些 這些 那些 与 與 及 或
但 而 被 把 让 讓 从 從 对 對 为 為 以 于 於 之 其 中 等 将 將 还 還 又 并 並 则 則 已 已经 已經 就是 因为 因為 所以 如果
虽然 雖然 但是 可以 没 沒 不是 什么 什麼 怎么 怎麼 如何 为什么 為什麼 哪 哪里 哪裡 吗 嗎 呢 吧 啊 呀 个 個 地 得 过 過
来 來 时 時 后 後 前 里 裡 能 可 更 最 再 才 只 此 该 該 每 各 些 给 給 向 由 因 此外 以及 然而 因此 表示 认为 認為
目前 一些 这种 這種 那么 那麼 是否 包括 各种 各種 的是 中的 相关 相關 更多 首页 首頁 评论 評論 分享 登录 登錄 回覆 留言
您 咱们 咱們 大家 还是 還是 也是 真是 这样 這樣 那样 那樣 而且 或者 以后 以後 之后 之後 之前 当 當 很多`;
