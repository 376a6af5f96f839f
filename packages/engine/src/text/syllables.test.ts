import { describe, expect, it } from "vitest";
import { countSyllables } from "./syllables";

// Dictionary syllable counts (one common US pronunciation), hand-checked. The first group holds
// the words content-anchors.md §4.2 lists as hard for vowel-group counters.
const HARD = {
  create: 2,
  poem: 2,
  science: 2,
  rhythm: 2,
  recipe: 3,
  video: 3,
  theory: 3,
  realize: 3,
  apple: 2,
  article: 3,
  queue: 1,
  fire: 2,
  people: 2,
  being: 2,
  idea: 3,
  area: 3,
  lion: 2,
};

const COMMON = {
  the: 1,
  cat: 1,
  make: 1,
  table: 2,
  little: 2,
  created: 3,
  creature: 2,
  played: 1,
  jumped: 1,
  wanted: 2,
  needed: 2,
  handled: 2,
  hundred: 2,
  times: 1,
  places: 2,
  boxes: 2,
  wishes: 2,
  changes: 2,
  tables: 2,
  going: 2,
  seeing: 2,
  saying: 2,
  dying: 2,
  player: 2,
  lawyer: 2,
  yes: 1,
  beyond: 2,
  nation: 2,
  radio: 3,
  ratio: 3,
  period: 3,
  curious: 3,
  various: 3,
  precious: 2,
  delicious: 3,
  anxious: 2,
  million: 2,
  audio: 3,
  gorgeous: 2,
  media: 3,
  social: 2,
  initial: 3,
  trial: 2,
  marriage: 2,
  actual: 3,
  usual: 3,
  language: 2,
  quality: 3,
  fluent: 2,
  true: 1,
  value: 2,
  continued: 3,
  guest: 1,
  medium: 3,
  diet: 2,
  quiet: 2,
  client: 2,
  earlier: 3,
  happiest: 3,
  patient: 2,
  efficient: 3,
  friend: 1,
  piece: 1,
  something: 2,
  therefore: 2,
  careful: 2,
  lovely: 2,
  completely: 3,
  statement: 2,
  timeline: 2,
  website: 2,
  online: 2,
  readability: 5,
  analysis: 4,
  optimization: 5,
  every: 2,
  different: 3,
  beautiful: 3,
  business: 2,
  education: 4,
  communication: 5,
  tourism: 3,
  desire: 3,
  safety: 2,
  variety: 4,
  society: 4,
  studies: 2,
  tries: 1,
  agreed: 2,
  fluid: 2,
  museum: 3,
};

// Words the rules were NOT tuned on: the counter must get at least 95% of them right.
const HELD_OUT = {
  water: 2,
  mother: 2,
  computer: 3,
  banana: 3,
  elephant: 3,
  umbrella: 3,
  yesterday: 3,
  tomorrow: 3,
  important: 3,
  understand: 3,
  government: 3,
  company: 3,
  problem: 2,
  question: 2,
  reason: 2,
  history: 3,
  together: 3,
  already: 3,
  however: 3,
  because: 2,
  before: 2,
  another: 3,
  example: 3,
  children: 2,
  country: 2,
  student: 2,
  believe: 2,
  service: 2,
  minute: 2,
  woman: 2,
  money: 2,
  noticed: 2,
  promised: 2,
  loved: 1,
  hoped: 1,
  decided: 3,
  finished: 2,
  watched: 1,
  stopped: 1,
  opened: 2,
  wondered: 2,
  moved: 1,
  used: 1,
  churches: 2,
  bridges: 2,
  houses: 2,
  prices: 2,
  smiles: 1,
  faces: 2,
  sentences: 3,
  stories: 2,
  cities: 2,
  companies: 3,
  babies: 2,
  poetry: 3,
  violent: 3,
  ruin: 2,
  riot: 2,
  piano: 3,
  simply: 2,
  quickly: 2,
  easily: 3,
  probably: 3,
  especially: 4,
  finally: 3,
  likely: 2,
  extremely: 3,
  wonderful: 3,
  helpful: 2,
  movement: 2,
  management: 3,
  excitement: 3,
  chocolate: 3,
  vegetable: 4,
  comfortable: 4,
  temperature: 4,
  separate: 3,
  camera: 3,
  engagement: 3,
  paragraph: 3,
  sentence: 2,
  optimize: 3,
  keyphrase: 2,
  headline: 2,
  subheading: 3,
  description: 3,
  structure: 2,
  audience: 3,
  strategy: 3,
  marketing: 3,
  traffic: 2,
  ranking: 2,
  beautifully: 4,
  unhappy: 3,
  misunderstood: 4,
  reading: 2,
  writer: 2,
};

describe("countSyllables (English)", () => {
  it.each(Object.entries({ ...HARD, ...COMMON }))("%s has %i syllables", (word, n) => {
    expect(countSyllables(word)).toBe(n);
  });

  it("gets at least 95% of held-out words right", () => {
    const entries = Object.entries(HELD_OUT);
    const wrong = entries.filter(([w, n]) => countSyllables(w) !== n).map(([w]) => w);
    expect(wrong.length / entries.length).toBeLessThanOrEqual(0.05);
  });

  it("ignores case and apostrophes, and adds up hyphenated parts", () => {
    expect(countSyllables("Beautiful")).toBe(3);
    expect(countSyllables("don't")).toBe(1);
    expect(countSyllables("state-of-the-art")).toBe(4);
  });

  it("spells out short acronyms and reads longer ones with vowels as words", () => {
    expect(countSyllables("SEO")).toBe(3);
    expect(countSyllables("HTML")).toBe(4);
    expect(countSyllables("WWW")).toBe(9);
    expect(countSyllables("NASA")).toBe(2);
  });

  it("counts plural forms of exceptions through their singular", () => {
    expect(countSyllables("poems")).toBe(2);
    expect(countSyllables("recipes")).toBe(3);
  });

  it("has at least one syllable for any word with letters and none for digits", () => {
    expect(countSyllables("hmm")).toBe(1);
    expect(countSyllables("2026")).toBe(0);
  });
});

describe("countSyllables (other languages: vowel groups)", () => {
  it("counts vowel groups with diacritics stripped", () => {
    expect(countSyllables("información", "es")).toBe(4); // in-for-ma-ción (io as one group)
    expect(countSyllables("Straße", "de")).toBe(2);
    expect(countSyllables("bonjour", "fr")).toBe(2);
  });

  it("does not apply the English rules", () => {
    // English drops the silent e of "fine"; Italian "fine" is fi-ne.
    expect(countSyllables("fine", "en")).toBe(1);
    expect(countSyllables("fine", "it")).toBe(2);
  });
});
