import { analyzeHtmlSync } from "@ranklens/engine";
import { META_DESCRIPTION_LENGTH_BAND, TITLE_LENGTH_BAND } from "@ranklens/engine/length-band";
import { describe, expect, it } from "vitest";
import { lengthGuidance } from "./length-guidance";

describe("lengthGuidance", () => {
  it("applies the spec's title bounds (30–60 inclusive)", () => {
    expect(lengthGuidance(29, TITLE_LENGTH_BAND).verdict).toBe("tooShort");
    expect(lengthGuidance(30, TITLE_LENGTH_BAND).verdict).toBe("good");
    expect(lengthGuidance(60, TITLE_LENGTH_BAND).verdict).toBe("good");
    expect(lengthGuidance(61, TITLE_LENGTH_BAND).verdict).toBe("tooLong");
    expect(lengthGuidance(2, TITLE_LENGTH_BAND).label).toBe("Too short (under 30)");
  });

  it("applies the spec's meta description bounds (120–160 inclusive)", () => {
    expect(lengthGuidance(119, META_DESCRIPTION_LENGTH_BAND).verdict).toBe("tooShort");
    expect(lengthGuidance(143, META_DESCRIPTION_LENGTH_BAND).label).toBe("Good (120–160)");
    expect(lengthGuidance(161, META_DESCRIPTION_LENGTH_BAND).label).toBe("Too long (over 160)");
  });

  it("calls an absent or empty text missing", () => {
    expect(lengthGuidance(null, TITLE_LENGTH_BAND).verdict).toBe("missing");
    expect(lengthGuidance(0, META_DESCRIPTION_LENGTH_BAND).verdict).toBe("missing");
  });

  it("shows the same verdict as the report's length check, on the report's count", () => {
    // 160 characters plus surrounding whitespace and an emoji: two ways of counting used to disagree here.
    const description = ` ${"d".repeat(158)}😀 \n`;
    const report = analyzeHtmlSync(
      `<meta name="description" content="${description}"><title>😀 ${"t".repeat(58)}</title>`,
      {
        url: "https://example.com/",
      },
    );
    expect(report.metaDescription.length).toBe(159);
    expect(lengthGuidance(report.metaDescription.length, META_DESCRIPTION_LENGTH_BAND).verdict).toBe("good");
    expect(report.checks.find((c) => c.id === "meta-description-length")!.status).toBe("pass");
    expect(report.title.length).toBe(60);
    expect(lengthGuidance(report.title.length, TITLE_LENGTH_BAND).verdict).toBe("good");
    expect(report.checks.find((c) => c.id === "title-length")!.status).toBe("pass");
  });
});
