import { stopWordLanguageOf } from "../../text/stop-words";
import { UNSPACED_CLASS } from "../../text/unspaced-scripts";

/**
 * Words that show a searcher's intent when a query contains them, after the Semrush/DataForSEO
 * lexicons (seo-anchors.md §6.3), per language: "was" asks a question in German but not in
 * English, "comment" in French only. Words with a common other sense were left out: "order"
 * (executive order), "sale" and "deal" (a company's sale, a trade deal), "book", "cost" (cost of
 * living), "test", "app", "account", "website". Lower-case, in `normalizeWord` form; "_" joins the
 * words of a phrase ("sign_in").
 */
const CUES: Readonly<Record<string, Partial<Record<CueKind, string>>>> = {
  en: {
    question: "how what why when who where which",
    learning: `guide tutorial tutorials tips examples example ideas definition meaning learn history explained
introduction overview facts research study analysis benefits symptoms causes`,
    comparison:
      "best top review reviews compare comparison alternative alternatives vs versus rating ratings",
    purchase: `buy price prices pricing cheap cheapest discount discounts coupon coupons shop download subscription
for_sale order_online free_trial sign_up near_me promo_code`,
    navigation: "login log_in sign_in official homepage contact_us",
  },
  de: {
    question: "wie was warum wieso weshalb wozu wann wer wo welche wieviel",
    learning: "anleitung tipps ratgeber bedeutung geschichte erklärung einführung beispiele",
    comparison:
      "beste bester besten vergleich testbericht testsieger erfahrungen bewertung bewertungen alternativen",
    purchase: "kaufen preis preise günstig günstige billig bestellen gutschein rabatt angebote",
    navigation: "anmelden einloggen offizielle offizieller offizielles",
  },
  fr: {
    question: "comment pourquoi quand qui quoi quel quelle combien où",
    learning: "tutoriel astuces conseils définition histoire signification exemples explication apprendre",
    comparison: "meilleur meilleurs meilleure meilleures comparatif comparaison classement avis",
    purchase: "acheter achat prix pas_cher commander promo code_promo réduction tarif tarifs",
    navigation: "connexion se_connecter officiel officielle",
  },
  es: {
    question: "cómo qué por_qué cuándo quién dónde cuál cuánto cuánta cuántos",
    learning: "guía consejos ejemplos definición historia significado aprender explicación",
    comparison: "mejor mejores comparativa comparación opiniones reseña reseñas",
    purchase: "comprar precio precios barato barata baratos descuento descuentos cupón tienda",
    navigation: "iniciar_sesión oficial",
  },
  it: {
    question: "come perché quando chi dove quale quanto quanta",
    learning: "guida consigli esempi storia significato spiegazione",
    comparison: "migliore migliori recensione recensioni opinioni confronto classifica",
    purchase: "comprare acquistare acquisto prezzo prezzi economico economici sconto sconti codice_sconto",
    navigation: "accedi ufficiale",
  },
  nl: {
    question: "hoe wat waarom wanneer wie waar welke hoeveel",
    learning: "handleiding tips voorbeelden betekenis geschiedenis uitleg",
    comparison: "beste vergelijken vergelijking review recensie ervaringen",
    purchase: "kopen prijs prijzen goedkoop bestellen korting kortingscode aanbieding",
    navigation: "inloggen officiële officieel",
  },
  pt: {
    question: "como porque por_que o_que quando quem onde qual quanto quanta",
    learning: "guia dicas exemplos história significado aprender explicação",
    comparison: "melhor melhores comparação análise avaliação avaliações",
    purchase: "comprar preço preços barato barata baratos desconto cupom cupão loja",
    navigation: "entrar oficial",
  },
  zh: {
    question: "如何 怎么 怎麼 怎样 怎樣 什么 什麼 为什么 為什麼 哪里 哪裡 多少",
    learning: "教程 攻略 方法 指南 原因 历史 歷史 解释 解釋",
    comparison: "评测 評測 推荐 推薦 排行 对比 對比 最佳",
    purchase: "购买 購買 价格 價格 优惠 優惠 下载 下載 多少钱 多少錢 便宜 折扣 团购 團購",
    navigation: "登录 登錄 官网 官網",
  },
  ja: {
    question: "とは なぜ どう どこ",
    learning: "方法 やり方 使い方 意味 解説 歴史",
    comparison: "おすすめ ランキング 口コミ レビュー 比較",
    purchase: "購入 価格 値段 最安値 安い 通販 予約 ダウンロード 格安 セール クーポン 送料無料",
    navigation: "ログイン サインイン 公式",
  },
};

export type CueKind = "question" | "learning" | "comparison" | "purchase" | "navigation";

export const CUE_KINDS: readonly CueKind[] = ["question", "learning", "comparison", "purchase", "navigation"];

const parsed = new Map<string, Readonly<Record<CueKind, readonly string[]>>>();
const matchers = new Map<string, CueMatcher>();

/**
 * The cues of one language prepared for matching many keywords: one-word cues in a set (a word of
 * the keyword is looked up), phrases and cues of unspaced scripts (searched in the keyword's text).
 */
export interface CueMatcher {
  /** Cue kind by one-word cue. */
  words: ReadonlyMap<string, CueKind[]>;
  /** Phrases ("sign in") and unspaced-script cues ("价格"), with their kind; searched as text. */
  texts: readonly { cue: string; padded: string; kind: CueKind; unspaced: boolean }[];
}

function cuesOf(lang: string): Readonly<Record<CueKind, readonly string[]>> {
  let cues = parsed.get(lang);
  if (!cues) {
    const own = CUES[lang] ?? {};
    const english = CUES.en!;
    const list = (kind: CueKind) =>
      `${english[kind] ?? ""} ${lang === "en" ? "" : (own[kind] ?? "")}`
        .split(/\s+/)
        .filter((cue) => cue !== "")
        .map((cue) => cue.replaceAll("_", " "));
    cues = Object.fromEntries(CUE_KINDS.map((kind) => [kind, [...new Set(list(kind))]])) as unknown as Record<
      CueKind,
      readonly string[]
    >;
    parsed.set(lang, cues);
  }
  return cues;
}

const UNSPACED_CUE = new RegExp(`[${UNSPACED_CLASS}]`, "u");

/** {@link intentCuesFor} prepared for matching ({@link CueMatcher}). */
export function cueMatcherFor(lang: string | null | undefined): CueMatcher {
  const key = lang ?? "";
  let matcher = matchers.get(key);
  if (!matcher) {
    const cues = intentCuesFor(lang);
    const words = new Map<string, CueKind[]>();
    const texts: { cue: string; padded: string; kind: CueKind; unspaced: boolean }[] = [];
    for (const kind of CUE_KINDS) {
      for (const cue of cues[kind]) {
        const unspaced = UNSPACED_CUE.test(cue);
        if (unspaced || cue.includes(" ")) texts.push({ cue, padded: ` ${cue} `, kind, unspaced });
        else words.set(cue, [...(words.get(cue) ?? []), kind]);
      }
    }
    // Longest first, so "为什么" is found before the "什么" inside it takes its place.
    texts.sort((a, b) => b.cue.length - a.cue.length);
    matcher = { words, texts };
    if (matchers.size >= 100) matchers.clear();
    matchers.set(key, matcher);
  }
  return matcher;
}

/**
 * The intent cues for a page in `lang`: English ones always (English query words appear on pages in
 * every language), plus those of the page's language; phrases have their words separated by spaces.
 */
export function intentCuesFor(lang: string | null | undefined): Readonly<Record<CueKind, readonly string[]>> {
  const primary = (lang ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return cuesOf(primary in CUES ? primary : (stopWordLanguageOf(lang) ?? "en"));
}
