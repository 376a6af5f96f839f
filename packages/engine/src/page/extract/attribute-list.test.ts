import { describe, expect, it } from "vitest";
import { AttributeList } from "./attribute-list";

function read(html: string, attributes: [string, [number, number] | string][]): AttributeList {
  const list = new AttributeList();
  list.reset(html);
  for (const [name, value] of attributes) {
    list.startName(name);
    if (typeof value === "string") list.addText(value);
    else list.addData(value[0], value[1]);
    list.end(true);
  }
  return list;
}

describe("AttributeList", () => {
  it("keeps the first value of a repeated name and drops __proto__", () => {
    const list = read("abcdef", [
      ["x", [0, 2]],
      ["x", [2, 4]],
      ["__proto__", [4, 6]],
    ]);
    expect(list.get("x")).toBe("ab");
    expect(list.get("__proto__")).toBeUndefined();
    expect(list.keys()).toEqual(["x"]);
  });

  it("joins data ranges and decoded entities in order", () => {
    const list = new AttributeList();
    list.reset("a&amp;b");
    list.startName("t");
    list.addData(0, 1);
    list.addText("&");
    list.addData(6, 7);
    list.end(true);
    expect(list.get("t")).toBe("a&b");
  });

  it("lists array-index names first, in numeric order, like Object.keys", () => {
    const list = read("", [
      ["b", ""],
      ["10", ""],
      ["a", ""],
      ["2", ""],
      ["01", ""],
    ]);
    expect(list.keys()).toEqual(Object.keys({ b: "", 10: "", a: "", 2: "", "01": "" }));
  });

  it("forgets ignored attributes and starts empty for each tag", () => {
    const list = read("xy", [["a", [0, 1]]]);
    list.startName("b");
    list.addData(1, 2);
    list.end(false);
    expect(list.get("b")).toBeUndefined();
    list.reset("xy");
    expect(list.count).toBe(0);
    expect(list.get("a")).toBeUndefined();
  });
});
