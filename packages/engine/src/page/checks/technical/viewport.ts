import { defineCheck } from "../../check";
import { failed, passed, warned } from "../../outcome";

/** The viewport's properties, names and values lower-cased ("width = 600; initial-scale=1" → width, initial-scale). */
function viewportProperties(content: string): Map<string, string> {
  const properties = new Map<string, string>();
  // Separators are commas, semicolons and whitespace; spaces around "=" are allowed.
  for (const pair of content
    .toLowerCase()
    .replace(/\s*=\s*/g, "=")
    .split(/[,;\s]+/)) {
    const equals = pair.indexOf("=");
    if (equals > 0) properties.set(pair.slice(0, equals), pair.slice(equals + 1));
    else if (pair) properties.set(pair, "");
  }
  return properties;
}

/** What is wrong with a viewport that sets a width or an initial scale, in the words of the property at fault; null when nothing is. */
function viewportProblem(properties: Map<string, string>): { problem: string; fix: string } | null {
  const scalable = properties.get("user-scalable");
  if (scalable === "no" || scalable === "0") {
    return { problem: `user-scalable=${scalable} blocks zooming`, fix: `remove user-scalable=${scalable}` };
  }
  // axe-core's meta-viewport rule (Lighthouse's accessibility audit): a maximum scale below 2 stops people zooming enough.
  const maximum = properties.get("maximum-scale");
  if (maximum !== undefined && Number.parseFloat(maximum) < 2) {
    const verb = Number.parseFloat(maximum) <= 1 ? "blocks zooming" : "limits zooming below 2×";
    return {
      problem: `maximum-scale=${maximum} ${verb}`,
      fix: `remove maximum-scale=${maximum} (or set it to 5)`,
    };
  }
  const width = properties.get("width");
  if (width !== undefined && width !== "device-width" && /^\d/.test(width)) {
    return {
      problem: `width=${width} fixes the layout width, so phones show it zoomed out`,
      fix: "use width=device-width",
    };
  }
  return null;
}

export default defineCheck({
  id: "viewport",
  category: "technical",
  title: 'Has a `<meta name="viewport">` with `width` or `initial-scale`',
  failureTitle: 'The `<meta name="viewport">` is missing or keeps phones from reading the page',
  description:
    "Google indexes the mobile version of pages. Without a viewport tag, or with a fixed width, phones render the desktop layout zoomed out; a viewport that blocks zooming keeps people from enlarging the text.",
  learnMoreUrl: "https://developer.mozilla.org/docs/Web/HTML/Viewport_meta_tag",
  requiredFacts: ["metas"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ metas }) {
    const meta = metas.find((m) => m.name === "viewport");
    if (!meta)
      return failed({
        advice: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to <head>.',
        display: "No viewport",
      });
    const properties = viewportProperties(meta.content);
    if (!properties.get("width") && !properties.get("initial-scale")) {
      return failed({
        advice: `The viewport “${meta.content}” sets neither width nor initial-scale; use "width=device-width, initial-scale=1".`,
        items: [{ value: meta.content, reason: "Sets neither width nor initial-scale" }],
        display: "Sets neither width nor initial-scale",
      });
    }
    const wrong = viewportProblem(properties);
    if (wrong) {
      // A fixed width hurts every phone reader; blocked zooming hurts those who need larger text.
      const fixedWidth = wrong.problem.startsWith("width=");
      return warned({
        advice: `The viewport “${meta.content}”: ${wrong.problem}; ${wrong.fix}.`,
        items: [{ value: meta.content, reason: wrong.problem }],
        display: wrong.problem,
        score: fixedWidth ? 0.5 : 1,
      });
    }
    return passed({ display: meta.content });
  },
});
