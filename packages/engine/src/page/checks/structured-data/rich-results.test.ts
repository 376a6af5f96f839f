import Validator from "@adobe/structured-data-validator";
import { describe, expect, it } from "vitest";
import { pageInput } from "../../computed/computed-facts";
import { factsFromHtml } from "../../facts-from-artifacts";
import { runChecks } from "../../runner";

const script = (data: object) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const ctx = { "@context": "https://schema.org" };

function richResults(...blocks: object[]) {
  const facts = factsFromHtml(blocks.map(script).join(""), { url: "https://shop.example/p" });
  return runChecks(pageInput(facts)).find((c) => c.id === "rich-results")!;
}

const required = (result: ReturnType<typeof richResults>) =>
  result.items.filter((i) => i.severity === "required").map((i) => i.value);

/** Hand-written fixtures: [name, JSON-LD, the required properties Google's docs say are missing]. */
const FIXTURES: [string, Record<string, unknown>, string[]][] = [
  [
    "complete product",
    {
      ...ctx,
      "@type": "Product",
      name: "Widget",
      image: "https://shop.example/w.png",
      description: "A widget",
      offers: {
        "@type": "Offer",
        price: "9.99",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
      },
    },
    [],
  ],
  [
    "product without offers, review or rating",
    { ...ctx, "@type": "Product", name: "Widget" },
    ["Product.review | aggregateRating | offers"],
  ],
  ["recipe without image", { ...ctx, "@type": "Recipe", name: "Soup" }, ["Recipe.image"]],
  [
    "job posting without employer",
    {
      ...ctx,
      "@type": "JobPosting",
      title: "Developer",
      description: "Builds things",
      datePosted: "2026-01-01",
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Berlin", addressCountry: "DE" },
      },
    },
    ["JobPosting.hiringOrganization"],
  ],
  [
    "video without upload date",
    { ...ctx, "@type": "VideoObject", name: "V", thumbnailUrl: "https://a.example/t.png" },
    ["VideoObject.uploadDate"],
  ],
  [
    "breadcrumbs",
    {
      ...ctx,
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.example/" },
        { "@type": "ListItem", position: 2, name: "Guides" },
      ],
    },
    [],
  ],
  [
    "review without rating",
    {
      ...ctx,
      "@type": "Review",
      itemReviewed: { "@type": "Product", name: "W" },
      author: { "@type": "Person", name: "A" },
    },
    ["Review.reviewRating"],
  ],
];

describe("rich-results", () => {
  it.each(FIXTURES)("%s: the missing required properties", (_, data, missing) => {
    const result = richResults(data);
    expect(required(result)).toEqual(missing);
    expect(result.status === "fail").toBe(missing.length > 0);
  });

  it("lists each missing recommended property as an item, with the rule's source", () => {
    const result = richResults({
      ...ctx,
      "@type": "Event",
      name: "Gig",
      startDate: "2026-12-01",
      location: { "@type": "Place", name: "Hall" },
    });
    expect(result.status).toBe("pass");
    expect(result.displayValue).toBe("Eligible; 8 recommended properties missing");
    expect(result.items.map((i) => i.value)).toContain("Event.eventStatus");
    expect(result.items.every((i) => i.severity === "recommended")).toBe(true);
    const missingStart = richResults({ ...ctx, "@type": "Event", name: "Gig" });
    expect(required(missingStart)).toEqual(["Event.location", "Event.startDate"]);
    expect(missingStart.items[0]!.reason).toContain(
      "https://developers.google.com/search/docs/appearance/structured-data/event",
    );
  });

  it("flags types Google retired as no longer shown in results", () => {
    const result = richResults(
      { ...ctx, "@type": "ClaimReview", claimReviewed: "x" },
      { ...ctx, "@type": "HowTo", name: "Fix" },
    );
    expect(result.status).toBe("warn");
    expect(result.displayValue).toBe("No longer shown in results");
    expect(result.items.map((i) => [i.value, i.severity])).toEqual([
      ["ClaimReview", "retired"],
      ["HowTo", "retired"],
    ]);
    expect(result.items[0]!.reason).toContain("retired 2025");
  });

  it("says FAQ rich results are limited to government and health sites", () => {
    const result = richResults({
      ...ctx,
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Why?", acceptedAnswer: { "@type": "Answer", text: "Because." } },
      ],
    });
    expect(result.status).toBe("warn");
    expect(result.advice).toContain("government and health");
  });

  it("checks @graph members as top-level items and nested objects by their own rules", () => {
    const result = richResults({
      ...ctx,
      "@graph": [
        { "@type": "Review", author: "A", reviewRating: { "@type": "Rating", ratingValue: 4 } },
        {
          "@type": "Article",
          headline: "H",
          image: { "@type": "ImageObject", url: "https://a.example/i.png" },
        },
      ],
    });
    // The review stands alone, so it must name what it reviews; the article's image is not image metadata.
    expect(required(result)).toEqual(["Review.itemReviewed"]);
  });

  it("reads microdata too, nested items included", () => {
    const html = `<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Widget</h1>
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="EUR"></div></div>
      <div itemscope itemtype="http://schema.org/Recipe"><img itemprop="image" src="soup.png"></div>`;
    const facts = factsFromHtml(html, { url: "https://shop.example/p" });
    expect(facts.microdata).toEqual([
      { "@type": ["Product"], name: "(text)", offers: { "@type": ["Offer"], priceCurrency: "EUR" } },
      { "@type": ["Recipe"], image: "soup.png" },
    ]);
    const result = runChecks(pageInput(facts)).find((c) => c.id === "rich-results")!;
    expect(required(result)).toEqual(["Offer.price | priceSpecification", "Recipe.name"]);
    expect(result.items.find((i) => i.value === "Recipe.name")!.source).toBe("microdata");
  });

  it("is not applicable without rich-result types", () => {
    expect(richResults({ ...ctx, "@type": "WebPage", name: "x" }).status).toBe("notApplicable");
  });
});

/**
 * @adobe/structured-data-validator as an oracle: every property we call required and missing, it
 * reports as an error too, and a fixture it finds free of errors passes our required rules.
 * It also applies Google's merchant-listing rules to every product (image and offers required),
 * which the product snippet does not need, so it may report more.
 */
describe("rich-results agrees with @adobe/structured-data-validator", () => {
  const validator = new Validator();
  it.each(FIXTURES)("%s", async (_, data, missing) => {
    const type = data["@type"] as string;
    const issues = (await validator.validate({ jsonld: { [type]: [structuredClone(data)] } })) as {
      severity: string;
      fieldNames?: string[];
    }[];
    const errors = issues
      .filter((i) => i.severity === "ERROR")
      .map((i) => (i.fieldNames ?? []).sort().join(" | "));
    for (const ours of missing) {
      const fields = ours
        .slice(ours.indexOf(".") + 1)
        .split(" | ")
        .sort()
        .join(" | ");
      expect(errors, ours).toContain(fields);
    }
    if (errors.length === 0) expect(missing).toEqual([]);
  });
});
