import { describe, expect, it } from "vitest";
import { AppError } from "../../errors";
import { writeBuiltIn } from "./built-in-writer";
import { ESPRESSO_DESCALING_ARTICLE, HANDWASHING_GUIDE } from "./test-fixtures/texts";

function failure(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("Meta Description leaves a description that already passes", () => {
  it("says the new user's 142-character description with the keyphrase is fine, and proposes none", () => {
    // The old action replaced it with a cut from the text ending "…calcium and…".
    const page = { action: "meta-description" as const, type: "seo" as const, ...ESPRESSO_DESCALING_ARTICLE };
    expect([...page.metaDescription].length).toBe(142);
    const error = failure(() => writeBuiltIn(page));
    expect(error.code).toBe("NOTHING_TO_CHANGE");
    expect(error.message).toBe(
      "The current meta description is already fine: it has 142 characters, within 120–160, and contains the focus keyphrase “descale espresso machine”. Nothing was changed.",
    );
  });

  it("without a focus keyphrase, the length alone decides", () => {
    const { metaDescription, body } = HANDWASHING_GUIDE;
    const error = failure(() =>
      writeBuiltIn({ action: "meta-description", type: "seo", body, metaDescription }),
    );
    expect(error.message).toBe(
      "The current meta description is already fine: it has 143 characters, within 120–160. Nothing was changed.",
    );
  });

  it("still proposes one when the current description lacks the keyphrase", () => {
    const page = { action: "meta-description" as const, type: "seo" as const, ...ESPRESSO_DESCALING_ARTICLE };
    const withoutKeyphrase =
      "Why hard water leaves scale in the boiler, the cycle that dissolves it step by step, and how often soft or hard water calls for it.";
    const proposal = writeBuiltIn({ ...page, metaDescription: withoutKeyphrase });
    expect(proposal).not.toBe(withoutKeyphrase);
    expect(proposal).toMatch(/descale your espresso machine/);
  });
});
