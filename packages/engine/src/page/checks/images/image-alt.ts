import { defineCheck } from "../../check";
import type { ImageFact } from "../../extract/html-facts";
import { failed, notApplicable, passed } from "../../outcome";
import { colonList, countLabel, shortUrl } from "../../wording";

/**
 * axe-core's image-alt rule as Lighthouse runs it: an image passes with an alt
 * attribute (empty = decorative), a non-empty aria-label/aria-labelledby/title,
 * or role="presentation"/"none". An alt of only spaces fails.
 */
function hasTextAlternative(image: ImageFact): boolean {
  if (image.alt !== null) return !/^\s+$/.test(image.alt);
  if (image.ariaLabel.trim() || image.ariaLabelledby.trim() || image.title.trim()) return true;
  return image.role === "presentation" || image.role === "none";
}

export default defineCheck({
  id: "image-alt",
  category: "images",
  title: "Image elements have `[alt]` attributes",
  failureTitle: "Image elements do not have `[alt]` attributes",
  description:
    "Alt text describes an image to search engines (image search) and to people using screen readers; decorative images should have an empty alt.",
  learnMoreUrl: "https://dequeuniversity.com/rules/axe/4.10/image-alt",
  requiredFacts: ["images"],
  scoreMode: "binary",
  defaultOptions: {},
  lighthouse: true,
  run({ images }) {
    if (images.length === 0) return notApplicable("No images");
    const failing = images.filter((i) => !hasTextAlternative(i));
    if (failing.length === 0) return passed({ display: countLabel(images.length, "image") });
    return failed({
      advice: `Add alt text to ${countLabel(failing.length, "image")}${colonList(failing.map((i) => shortUrl(i.src)))} (alt="" if purely decorative).`,
      items: failing.map((i) => ({ value: i.src })),
      display: `${failing.length} of ${images.length} images`,
    });
  },
});
