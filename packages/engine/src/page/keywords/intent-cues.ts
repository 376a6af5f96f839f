/**
 * Words that show a searcher's intent when a query contains them, after the Semrush/DataForSEO
 * lexicons (seo-anchors.md §6.3), in the languages the engine has stop words for. Words with a
 * common other sense were left out: "order" (executive order), "sale" and "deal" (a company's sale,
 * a trade deal), "book", "cost" (cost of living), "test", "app", "account", "website".
 * Lower-case, in `normalizeWord` form; "_" joins the words of a phrase ("sign_in").
 */
const CUES = {
  /** Question words: the query asks something. */
  question: `how what why when who where which wie was warum wann wer wo welche comment pourquoi quand qui quoi
quel quelle cómo qué por_qué cuándo quién dónde cuál come perché quando chi dove quale hoe wat waarom wanneer waar
welke como porque quem onde qual 如何 怎么 怎麼 怎样 怎樣 什么 什麼 为什么 為什麼 哪里 哪裡 とは なぜ どう`,
  /** Nouns of explanatory content: the query wants to learn. */
  learning: `guide tutorial tutorials tips examples example ideas definition meaning learn history explained
introduction overview facts research study analysis benefits symptoms causes anleitung tipps ratgeber bedeutung
geschichte erklärung tutoriel astuces conseils définition histoire signification guía consejos ejemplos
definición historia significado guida consigli esempi storia significato handleiding voorbeelden betekenis
geschiedenis guia dicas exemplos história 教程 攻略 方法 指南 原因 历史 歷史 解释 解釋 意味 解説 やり方 使い方 歴史`,
  /** Comparing before buying (commercial investigation; the spec folds it into transactional). */
  comparison: `best top review reviews compare comparison alternative alternatives vs versus rating ratings
beste vergleich testbericht erfahrungen meilleur meilleurs comparatif avis mejor mejores comparativa opiniones
reseña migliore migliori recensione confronto vergelijken vergelijking melhor melhores comparação 评测 評測 推荐
推薦 排行 对比 對比 最佳 比較 おすすめ ランキング 口コミ レビュー`,
  /** Buying, getting or signing up. */
  purchase: `buy price prices pricing cheap cheapest discount discounts coupon coupons shop download subscription
for_sale order_online free_trial sign_up near_me promo_code kaufen preis preise günstig bestellen acheter prix
commander comprar precio precios barato comprare prezzo prezzi kopen prijs prijzen goedkoop preço preços 购买 購買
价格 價格 优惠 優惠 下载 下載 購入 価格 通販 予約 ダウンロード 格安`,
  /** Reaching a particular site or page. */
  navigation: `login log_in sign_in official homepage contact_us anmelden connexion iniciar_sesión accedi inloggen
登录 登錄 官网 官網 ログイン 公式`,
} as const;

export type CueKind = keyof typeof CUES;

/** The cues of each kind, phrases with their words separated by spaces. */
export const INTENT_CUES: Readonly<Record<CueKind, readonly string[]>> = Object.fromEntries(
  Object.entries(CUES).map(([kind, list]) => [
    kind,
    list
      .split(/\s+/)
      .filter((cue) => cue !== "")
      .map((cue) => cue.replaceAll("_", " ")),
  ]),
) as unknown as Record<CueKind, readonly string[]>;
