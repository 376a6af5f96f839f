import {
  characterCount,
  META_DESCRIPTION_LENGTH_BAND,
  TITLE_LENGTH_BAND,
} from "@ranklens/engine/length-band";
import { describe, expect, it } from "vitest";
import { lengthHint } from "./length-hint";

describe("lengthHint", () => {
  it("follows the spec's title guidance at its edges", () => {
    expect(lengthHint(0, TITLE_LENGTH_BAND).tone).toBe("empty");
    expect(lengthHint(29, TITLE_LENGTH_BAND).tone).toBe("short");
    expect(lengthHint(30, TITLE_LENGTH_BAND).tone).toBe("good");
    expect(lengthHint(60, TITLE_LENGTH_BAND).tone).toBe("good");
    expect(lengthHint(61, TITLE_LENGTH_BAND).tone).toBe("long");
  });

  it("follows the meta description guidance and names the range", () => {
    expect(lengthHint(119, META_DESCRIPTION_LENGTH_BAND)).toEqual({
      tone: "short",
      label: "Too short (aim for 120–160)",
    });
    expect(lengthHint(161, META_DESCRIPTION_LENGTH_BAND).label).toBe("Too long (aim for 120–160)");
    expect(lengthHint(140, META_DESCRIPTION_LENGTH_BAND).tone).toBe("good");
  });

  it("agrees with the content analysis on a title typed with a trailing space", async () => {
    const { analyzeContent } = await import("@ranklens/engine/content");
    const title = `${"x".repeat(60)} `;
    const analysis = analyzeContent({ title, body: "Some text." });
    const item = analysis.passed.find((a) => a.assessmentId === "title-length");
    expect(lengthHint(characterCount(title), TITLE_LENGTH_BAND).tone).toBe("good");
    expect(item?.message).toBe("The title has 60 characters.");
  });
});
