import { describe, expect, it } from "vitest";
import { checkProposal, type GuardInput } from "./proposal-guards";

const ORIGINAL =
  "Garden tools from Acme last for 10 years. We tested 3 spades in Berlin over 2.5 months, and the garden tools held up.";

const guard = (input: Partial<GuardInput>, id: string) =>
  checkProposal({
    action: "custom",
    target: "body",
    original: ORIGINAL,
    proposal: ORIGINAL,
    focusKeyphrase: "garden tools",
    ...input,
  }).find((g) => g.id === id);

describe("checkProposal", () => {
  it("passes the keyphrase when it is kept and warns when it is dropped", () => {
    expect(guard({}, "keyphrase")?.status).toBe("pass");
    const dropped = guard(
      { proposal: "Acme tools last for 10 years. We tested 3 spades in Berlin over 2.5 months." },
      "keyphrase",
    );
    expect(dropped?.status).toBe("warn");
    expect(dropped?.detail).toContain("garden tools");
    expect(guard({ focusKeyphrase: "" }, "keyphrase")).toBeUndefined();
  });

  it("finds the keyphrase in any word form the analysis accepts, and labels what happened to it", () => {
    const label = (original: string, proposal: string, target: GuardInput["target"] = "body") =>
      guard({ original, proposal, target }, "keyphrase");
    // "Tools for the garden" holds "garden tools" for the analysis: it was not dropped.
    expect(label("Garden tools last for years.", "Tools for the garden last for years.")).toMatchObject({
      label: "Focus keyphrase kept",
      status: "pass",
    });
    expect(label("Spades last for years.", "Garden tools last for years.")).toMatchObject({
      label: "Focus keyphrase added",
      status: "pass",
    });
    expect(label("Spades last for years.", "Spades last.")).toMatchObject({
      label: "No focus keyphrase to keep",
      status: "pass",
    });
    expect(label("", "Spades last.", "metaDescription")).toMatchObject({
      label: "Focus keyphrase missing",
      status: "warn",
    });
  });

  it("warns about numbers and names that were added, and says none were there", () => {
    const added = guard({ proposal: `${ORIGINAL} Tools rust after 4 winters in Paris.` }, "numbers");
    expect(added).toMatchObject({ label: "Numbers added", status: "warn" });
    expect(added?.detail).toBe("New in the proposal: 4. The original's numbers are all still there.");
    const names = guard({ proposal: `${ORIGINAL} Tools rust after 4 winters in Paris.` }, "names");
    expect(names).toMatchObject({ label: "Names added", status: "warn" });
    expect(names?.detail).toContain("Paris");
    // Both ways at once: the label says changed, the detail lists both.
    const both = guard({ proposal: ORIGINAL.replace("10 years", "12 years") }, "numbers");
    expect(both).toMatchObject({ label: "Numbers changed", status: "warn" });
    expect(both?.detail).toBe("Missing or changed: 10. New in the proposal: 12.");
    expect(guard({ original: "plain words", proposal: "plain words here" }, "numbers")).toMatchObject({
      label: "No numbers",
      status: "pass",
    });
    // The writer's own words are not made up: a product name from the title, a hashtag.
    const cta = guard(
      {
        original: "Soft linen that breathes.",
        proposal: "Soft linen that breathes. Add Classic Linen Shirt to your cart. #Linen2024",
        title: "Classic Linen Shirt",
      },
      "names",
    );
    expect(cta).toMatchObject({ label: "No names", status: "pass" });
    expect(
      guard({ original: "Soft linen.", proposal: "Soft linen. #Linen2024 #SummerStyle" }, "numbers")?.status,
    ).toBe("pass");
  });

  it("warns about numbers that are missing or changed, naming them", () => {
    expect(guard({}, "numbers")?.status).toBe("pass");
    const changed = guard(
      { proposal: "Garden tools from Acme last for 12 years. We tested 3 spades in Berlin over 25 months." },
      "numbers",
    );
    expect(changed?.status).toBe("warn");
    expect(changed?.detail).toContain("10");
    expect(changed?.detail).toContain("2.5");
    expect(changed?.detail).not.toContain(" 3");
  });

  it("warns about names that disappear, ignoring capitals at sentence starts", () => {
    expect(guard({}, "names")?.status).toBe("pass");
    const renamed = guard(
      { proposal: "Garden tools from Acme last for 10 years. We tested 3 spades in Munich over 2.5 months." },
      "names",
    );
    expect(renamed?.status).toBe("warn");
    expect(renamed?.detail).toContain("Berlin");
    // "Garden" and "We" start sentences: dropping them is no lost name.
    expect(renamed?.detail).not.toContain("Garden");
    expect(renamed?.detail).not.toContain("We");
  });

  it("checks the length target of Shorter, Longer and the meta description", () => {
    const short = "Acme garden tools last 10 years; 3 spades, Berlin, 2.5 months.";
    expect(guard({ action: "shorter", proposal: short }, "length")?.status).toBe("pass");
    expect(guard({ action: "shorter", proposal: `${ORIGINAL} More.` }, "length")?.status).toBe("warn");
    expect(guard({ action: "longer", proposal: `${ORIGINAL} More words here.` }, "length")?.status).toBe(
      "pass",
    );
    expect(guard({ action: "longer", proposal: short }, "length")?.status).toBe("warn");
    expect(guard({ action: "custom" }, "length")).toBeUndefined();

    const meta = (proposal: string) =>
      guard({ action: "meta-description", target: "metaDescription", original: "", proposal }, "length");
    expect(meta("x".repeat(150))?.status).toBe("pass");
    expect(meta("x".repeat(161))?.status).toBe("warn");
    expect(meta("x".repeat(161))?.detail).toContain("161");
    expect(meta("Too short.")?.status).toBe("warn");
  });

  it("does not check numbers and names of a meta description", () => {
    const ids = checkProposal({
      action: "meta-description",
      target: "metaDescription",
      original: "Old 12 Acme",
      proposal:
        "A fresh summary of garden tools that fits in search results, with the focus keyphrase and a reason to click through today.",
      focusKeyphrase: "garden tools",
    }).map((g) => g.id);
    expect(ids).toEqual(["keyphrase", "length"]);
  });

  it("words every check as two sentences, the label true to the status", () => {
    // "Names unchanged — The original names no one." was a template bug.
    const cases: Partial<GuardInput>[] = [
      {},
      { original: "plain words only", proposal: "plain words" },
      { proposal: "Tools last for 9 years in Paris." },
      { action: "shorter", proposal: `${ORIGINAL} More.` },
      { action: "meta-description", target: "metaDescription", proposal: "Short." },
    ];
    for (const input of cases) {
      for (const g of checkProposal({
        action: "custom",
        target: "body",
        original: ORIGINAL,
        proposal: ORIGINAL,
        focusKeyphrase: "garden tools",
        ...input,
      })) {
        expect(g.detail).toMatch(/^[A-Z“"].*[.”]$/);
        expect(g.label).not.toMatch(/[.:—]$/);
        if (g.status === "warn") expect(g.label).not.toMatch(/unchanged|kept|^Shorter|^Longer|at most/i);
        if (g.status === "pass")
          expect(g.label).not.toMatch(/\bchanged$|^(?:Numbers|Names) added$|dropped|^Not /);
      }
    }
    expect(guard({ original: "plain words only", proposal: "plain words" }, "names")?.detail).toBe(
      "The original text has no names to keep.",
    );
  });
});
