/**
 * Link texts that say nothing about the target, per language: Lighthouse's
 * link-text lists (core/audits/seo/link-text.js), so our verdicts match.
 * Copyright 2017 Google LLC, Apache-2.0 (THIRD_PARTY_NOTICES.md).
 */
export const NON_DESCRIPTIVE_LINK_TEXTS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: new Set([
    "click here",
    "click this",
    "go",
    "here",
    "information",
    "learn more",
    "more",
    "more info",
    "more information",
    "right here",
    "read more",
    "see more",
    "start",
    "this",
  ]),
  ja: new Set(["ここをクリック", "こちらをクリック", "リンク", "続きを読む", "続く", "全文表示"]),
  es: new Set([
    "click aquí",
    "click aqui",
    "clicka aquí",
    "clicka aqui",
    "pincha aquí",
    "pincha aqui",
    "aquí",
    "aqui",
    "más",
    "mas",
    "más información",
    "más informacion",
    "mas información",
    "mas informacion",
    "este",
    "enlace",
    "este enlace",
    "empezar",
  ]),
  pt: new Set(["clique aqui", "ir", "mais informação", "mais informações", "mais", "veja mais"]),
  ko: new Set(["여기", "여기를 클릭", "클릭", "링크", "자세히", "자세히 보기", "계속", "이동", "전체 보기"]),
  sv: new Set(["här", "klicka här", "läs mer", "mer", "mer info", "mer information"]),
  de: new Set(["klicke hier", "hier klicken", "hier", "mehr", "siehe", "dies", "das", "weiterlesen"]),
  ta: new Set([
    "அடுத்த பக்கம்",
    "மறுபக்கம்",
    "முந்தைய பக்கம்",
    "முன்பக்கம்",
    "மேலும் அறிக",
    "மேலும் தகவலுக்கு",
    "மேலும் தரவுகளுக்கு",
    "தயவுசெய்து இங்கே அழுத்தவும்",
    "இங்கே கிளிக் செய்யவும்",
  ]),
  fa: new Set([
    "اطلاعات بیشتر",
    "اطلاعات",
    "این",
    "اینجا بزنید",
    "اینجا کلیک کنید",
    "اینجا",
    "برو",
    "بیشتر بخوانید",
    "بیشتر بدانید",
    "بیشتر",
    "شروع",
  ]),
};

// The terms of every language, for a link whose language is unknown.
const IN_ANY_LANGUAGE: ReadonlySet<string> = new Set(
  Object.values(NON_DESCRIPTIVE_LINK_TEXTS).flatMap((texts) => [...texts]),
);

/** Whether a link text is one of the lists' ("click here"), in its language's list or, without one, in any. */
export function isNonDescriptiveLinkText(text: string, textLang: string | null): boolean {
  const term = text.trim().toLowerCase();
  if (!term) return false;
  if (textLang) return NON_DESCRIPTIVE_LINK_TEXTS[textLang.split("-")[0]!]?.has(term) ?? false;
  return IN_ANY_LANGUAGE.has(term);
}

/** The longest listed term, in UTF-16 code units. */
export const LONGEST_NON_DESCRIPTIVE_TERM = Math.max(...[...IN_ANY_LANGUAGE].map((t) => t.length));

export { IN_ANY_LANGUAGE as NON_DESCRIPTIVE_IN_ANY_LANGUAGE };
