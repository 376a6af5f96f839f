import { defineCheck } from "../../check";
import { failed, passed } from "../../outcome";
import { countLabel, shortUrl } from "../../wording";

export default defineCheck({
  id: "meta-in-body",
  category: "technical",
  title: "Meta and link tags are in `<head>`",
  failureTitle: "Meta or link tags ended up in `<body>`",
  description:
    "Browsers end <head> at the first element that belongs to the body (a <div>, an <img>, stray text…); meta, canonical and hreflang tags after it are ignored by search engines.",
  requiredFacts: ["metas", "linkTags"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ metas, linkTags }) {
    const strayMetas = metas.filter((m) => !m.inHead && (m.name || m.property || m.httpEquiv));
    const strayLinks = linkTags.filter((l) => !l.inHead && /^(canonical|alternate)$/.test(l.rel));
    const items = [
      ...strayMetas.map((m) => ({
        value: `<meta ${m.name ? `name="${m.name}"` : m.property ? `property="${m.property}"` : `http-equiv="${m.httpEquiv}"`}>`,
      })),
      ...strayLinks.map((l) => ({ value: `<link rel="${l.rel}" href="${l.hrefRaw}">` })),
    ];
    const first =
      strayMetas.length > 0 || strayLinks.length === 0
        ? items[0]?.value
        : `<link rel="${strayLinks[0]!.rel}" href="${shortUrl(strayLinks[0]!.hrefRaw)}">`;
    if (items.length === 0) return passed();
    return failed({
      advice: `Move ${countLabel(items.length, "tag")} such as ${first} into <head>, before any body content (check for elements or text that end <head> early).`,
      items,
      display: countLabel(items.length, "tag"),
    });
  },
});
