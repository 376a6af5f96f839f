/**
 * A light English stemmer for keyphrase matching with word forms: plural, possessive and verb
 * endings are removed so "cat food" matches "cat's foods" and "bake bread" matches "baking breads".
 * It only has to map forms of one word to the same key, never to produce a real word. Comparative
 * and derivational suffixes ("-er", "-ness") are kept: they change the meaning too much.
 */
export function stem(word: string): string {
  return verbStem(nounStem(word));
}

/** The second step of {@link stem}: verb endings and a final silent e removed from a {@link nounStem}. */
export function verbStem(noun: string): string {
  let w = noun;
  if (w.endsWith("ied") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("ing") && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith("ed") && w.length > 4 && !w.endsWith("eed")) w = undouble(w.slice(0, -2));

  // A final silent e: "make"/"making"/"made" → "mak" (the last one stays irregular).
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  return w;
}

/**
 * The first step of {@link stem}: only the possessive and the plural removed ("cats" → "cat",
 * "Yahoo's" → "yahoo"). Names are matched on it, so "Fetching" is not a form of "Fetch API".
 */
export function nounStem(word: string): string {
  let w = word.toLowerCase().replace(/’/g, "'");
  if (w.endsWith("'s")) w = w.slice(0, -2);
  else if (w.endsWith("'")) w = w.slice(0, -1);
  if (w.length <= 3) return w;

  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(?:ss|[sxz]|[cs]h)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

// "running" → "runn" → "run"; but keep "ll", "ss", "zz" ("falling" → "fall").
function undouble(w: string): string {
  return /([^aeiouslz])\1$/.test(w) ? w.slice(0, -1) : w;
}
