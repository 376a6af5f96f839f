/**
 * Our tokenizer (packages/engine/src/page/extract/html-tokenizer.ts) against
 * htmlparser2's Tokenizer, both with no-op callbacks, on the bench corpus,
 * alternating in one process so that machine load affects both alike.
 *
 *   npx tsx bench/html-tokenizer.ts        (BENCH_ROUNDS=n to change the 8 alternations)
 */
import { Tokenizer } from "htmlparser2";
import { tokenizeHtml } from "../packages/engine/src/page/extract/html-tokenizer";
import { describeCorpus, loadBenchCorpus } from "./corpus";
import { NOOP_TOKENIZER_CALLBACKS } from "./noop-tokenizer-callbacks";

const corpus = loadBenchCorpus();
const pages = corpus.pages.map((p) => p.html);

function htmlparser2Pass(): void {
  for (const html of pages) {
    const tokenizer = new Tokenizer({ decodeEntities: true }, NOOP_TOKENIZER_CALLBACKS);
    tokenizer.write(html);
    tokenizer.end();
  }
}

function ownPass(): void {
  for (const html of pages) tokenizeHtml(html, NOOP_TOKENIZER_CALLBACKS);
}

/** Milliseconds per corpus pass: the median of `passes` passes. */
function msPerPass(pass: () => void, passes: number): number {
  const times: number[] = [];
  for (let i = 0; i < passes; i++) {
    const start = performance.now();
    pass();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const rounds = Number(process.env.BENCH_ROUNDS ?? 8);
for (let i = 0; i < 3; i++) {
  htmlparser2Pass();
  ownPass();
}
const theirs: number[] = [];
const ours: number[] = [];
for (let round = 0; round < rounds; round++) {
  theirs.push(msPerPass(htmlparser2Pass, 5));
  ours.push(msPerPass(ownPass, 5));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(describeCorpus(corpus));
console.log(`htmlparser2 Tokenizer: ${median(theirs).toFixed(1)} ms per pass`);
console.log(`tokenizeHtml:          ${median(ours).toFixed(1)} ms per pass`);
console.log(`speed-up:              ${(median(theirs) / median(ours)).toFixed(1)}×`);
