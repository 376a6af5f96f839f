// Candidate: Typst through @myriaddreamin/typst-ts-node-compiler (a native N-API addon, prebuilt
// per platform as an optional dependency). ADR 041.
// Install: see README (run.mjs does it): npm install @myriaddreamin/typst-ts-node-compiler@0.7.0
// The data goes in as a JSON file mapped into the compiler, never spliced into markup, so a page
// title cannot inject Typst code; the template below is the whole layout.
import { dirname, join } from "node:path";
import { BENCH_DIR, fontFile, load, measure } from "./harness.mjs";

const C = "typst";
const { NodeCompiler } = await load(C, "@myriaddreamin/typst-ts-node-compiler");

const TEMPLATE = `
#let data = json("/report.json")
#set document(title: data.title)
#set text(font: "Inter", size: 10pt, lang: "en")
#set page(
  paper: sys.inputs.paper,
  margin: (x: 1.7cm, top: 1.7cm, bottom: 2.1cm),
  footer: context align(center, text(8pt)[Page #counter(page).display() of #counter(page).final().first()]),
)
#show heading: set block(above: 1.4em, below: 0.7em)
#show heading.where(level: 1): set text(16pt)

#page(footer: none)[
  #v(7cm)
  #text(26pt, weight: "bold", data.title)
  #parbreak()
  #data.subtitle
]
#outline(title: "Contents", depth: 1)
#pagebreak()
#for s in data.sections {
  if s.at("table", default: false) or s.id == "note" { pagebreak(weak: true) }
  [#heading(level: 1, s.heading) #label(s.id)]
  for p in s.paragraphs { par(justify: false, p) }
  if "chart" in s { image(bytes(s.chart), format: "svg", width: 100%) }
  if s.at("table", default: false) {
    set text(8pt)
    table(
      columns: (9%, 1fr, 8%, 22%, 6%),
      stroke: (x: none, y: 0.4pt + rgb("#cbd5e1")),
      table.header(..("ID", "URL", "Status", "Title", "Issues").map(t => strong(t))),
      ..data.rows.map(r => (r.id, r.url, str(r.status), r.title, str(r.issues))).flatten(),
    )
  }
}
`;

// Shadow files are mapped at real paths under the workspace; "/report.json" in Typst is its root.
const WORKSPACE = join(BENCH_DIR, C);
let compiler;

async function start() {
  // Only the npm-shipped font directory: the compiler also embeds Typst's default fonts.
  compiler = NodeCompiler.create({
    workspace: WORKSPACE,
    fontArgs: [{ fontPaths: [dirname(dirname(fontFile(400)))] }],
  });
}

async function render(report, paper) {
  // Uncached: a real report differs from the last one, so the memo cache must not flatter the median.
  compiler.evictCache(0);
  compiler.mapShadow(join(WORKSPACE, "report.json"), Buffer.from(JSON.stringify(report)));
  const inputs = { paper: paper === "Letter" ? "us-letter" : "a4" };
  const result = compiler.compile({ mainFileContent: TEMPLATE, inputs });
  if (!result.result) {
    result.printErrors();
    throw new Error("typst: the report did not compile");
  }
  return compiler.pdf(result.result);
}

await measure(C, { start, render });
