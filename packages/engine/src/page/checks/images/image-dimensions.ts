import { defineCheck } from "../../check";
import { notApplicable, passed, warned } from "../../outcome";
import { colonList, countLabel, shortUrl } from "../../wording";

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
  run({ images }) {
    if (images.length === 0) return notApplicable("No images");
    const missing = images.filter((i) => !i.width || !i.height);
    if (missing.length === 0) return passed({ display: countLabel(images.length, "image") });
    const score = 1 - missing.length / images.length;
    return warned({
      advice: `Add width and height attributes to ${countLabel(missing.length, "image")}${colonList(missing.map((i) => shortUrl(i.src)))}.`,
      items: missing.map((i) => ({ value: i.src })),
      display: `${missing.length} of ${images.length} images`,
      score: Math.round(score * 100) / 100,
    });
  },
});
