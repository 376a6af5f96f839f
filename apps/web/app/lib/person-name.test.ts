import { describe, expect, it } from "vitest";
import { attributionLine, personName } from "./person-name";

const ana = { id: "u1", name: "Ana" };
const bo = { id: "u2", name: "Bo" };

describe("personName and attributionLine", () => {
  it("says 'deleted user' for a person whose account is gone", () => {
    expect(personName(null)).toBe("deleted user");
    expect(personName(ana)).toBe("Ana");
  });

  it("names author and last editor, once when they are the same person", () => {
    expect(attributionLine(ana, bo)).toBe("Created by Ana · last edited by Bo");
    expect(attributionLine(ana, ana)).toBe("Created by Ana");
    // Two deleted accounts are not known to be one person.
    expect(attributionLine(null, null)).toBe("Created by deleted user · last edited by deleted user");
    expect(attributionLine(ana, null)).toBe("Created by Ana · last edited by deleted user");
  });
});
