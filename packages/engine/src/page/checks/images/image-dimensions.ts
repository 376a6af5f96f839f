import { defineCheck, notApplicable } from "../../check";
import { countLabel, listSome, passed, warned } from "../outcome";

export default defineCheck({
  id: "image-dimensions",
  category: "images",
  title: "Images have width and height",
  failureTitle: "Images lack width and height",
  description:
    "Explicit width and height let the browser reserve space before an image loads, avoiding layout shift (a Core Web Vitals metric).",
  requiredFacts: ["images"],
  scoreMode: "graded",
  defaultOptions: {},
  run(facts) {
    if (facts.images.length === 0) return notApplicable("No images");
    const missing = facts.images.filter((i) => !i.width || !i.height);
    if (missing.length === 0) return passed(countLabel(facts.images.length, "image"));
    const score = 1 - missing.length / facts.images.length;
    return warned(
      `Add width and height attributes to ${countLabel(missing.length, "image")}: ${listSome(missing.map((i) => i.src || "(no src)"))}.`,
      missing.map((i) => ({ value: i.src })),
      `${missing.length} of ${facts.images.length} images`,
      Math.round(score * 100) / 100,
    );
  },
});
