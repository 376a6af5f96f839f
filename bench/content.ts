/**
 * Content analyser benchmark: median time of `analyzeContent` on a 2,000-word article, warm
 * (after warm-up runs), over repeated runs. Budget (DESIGN.md): < 16 ms per run, so analysis can
 * run on every keystroke pause in a web worker.
 *
 *   npx tsx bench/content.ts        → prints a line, then the figures as JSON on the last line
 */
import { pathToFileURL } from "node:url";
import { analyzeContent } from "../packages/engine/src/content/index";

const SENTENCES = [
  "Sourdough bread needs only flour, water, salt and time.",
  "However, the starter is what gives the loaf its flavour and its open crumb.",
  "Do you know why some loaves rise beautifully while others stay flat?",
  "The answer is usually temperature, because wild yeast works slowly in a cold kitchen.",
  "For example, a starter kept at 24 degrees doubles in about six hours.",
  "The dough was mixed by hand and left to rest for thirty minutes before the first fold.",
  "Many bakers prefer a wetter dough, which traps more gas and bakes into larger holes.",
  "You can feed your starter once a day if you keep it in the fridge between bakes.",
  "In addition, a Dutch oven holds the steam that the crust needs in the first twenty minutes.",
  "Shaping takes practice, so do not worry if your first boule spreads a little.",
  "Finally, let the bread cool for an hour, since the crumb keeps cooking as it sets.",
  "Professional bakeries measure everything in grams and record the hydration of each dough carefully.",
];

/** A deterministic ~`words`-word Markdown article with headings, lists, links and an image. */
export function makeArticle(words = 2000): string {
  const parts: string[] = [
    "Do you want to bake sourdough bread at home? This guide shows you how, step by step.",
  ];
  let count = 16;
  let section = 0;
  let i = 0;
  while (count < words) {
    if (count > section * 250) {
      section++;
      parts.push(`## Step ${section}: sourdough bread basics`);
      count += 5;
      if (section % 3 === 0) {
        parts.push("- flour with 12% protein\n- filtered water\n- fine sea salt");
        count += 10;
      }
      if (section % 4 === 0)
        parts.push(`![sourdough bread loaf](loaf-${section}.jpg) See [the starter guide](/guides/starter).`);
    }
    const paragraph: string[] = [];
    for (let k = 0; k < 4; k++) {
      const s = SENTENCES[i++ % SENTENCES.length]!;
      paragraph.push(s);
      count += s.split(/\s+/).length;
    }
    parts.push(paragraph.join(" "));
  }
  parts.push("Try this recipe this weekend and share a photo of your loaf!");
  return parts.join("\n\n");
}

/** Runs the benchmark and returns its figures. */
export function runContentBench(runs = 200) {
  const body = makeArticle(2000);
  const input = {
    title: "Sourdough bread at home: a simple step-by-step recipe",
    body,
    metaDescription:
      "Bake sourdough bread at home with flour, water, salt and a starter: a simple step-by-step recipe with timings, shaping tips and baking temperatures.",
    focusKeyphrase: "sourdough bread",
    targetKeywords: ["starter", "crust", "hydration"],
    type: "seo" as const,
  };
  const result = analyzeContent(input);
  for (let i = 0; i < 30; i++) analyzeContent(input); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    analyzeContent(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const medianMs = times[Math.floor(times.length / 2)]!;
  return {
    name: "content",
    words: result.details.seo.words,
    runs,
    medianMs: Math.round(medianMs * 100) / 100,
    p95Ms: Math.round(times[Math.floor(times.length * 0.95)]! * 100) / 100,
    budgetMs: 16,
    withinBudget: medianMs < 16,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const figures = runContentBench(Number(process.env.BENCH_RUNS ?? 200));
  console.log(
    `content: median ${figures.medianMs} ms, p95 ${figures.p95Ms} ms for ${figures.words} words (budget < ${figures.budgetMs} ms)`,
  );
  console.log(JSON.stringify(figures));
}
