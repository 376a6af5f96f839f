import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "./front-matter";

describe("parseFrontMatter", () => {
  it("splits the YAML block from the body", () => {
    const { data, content } = parseFrontMatter(
      '---\ntitle: "A: colon"\ndate: 2024-03-12\ntags: [a, b]\n---\n# Body\n\ntext\n',
    );
    expect(data).toEqual({ title: "A: colon", date: "2024-03-12", tags: ["a", "b"] });
    expect(content).toBe("# Body\n\ntext\n");
  });

  it("reads CRLF files and a file that ends at the closing fence", () => {
    expect(parseFrontMatter("---\r\nid: x\r\n---\r\nbody")).toEqual({ data: { id: "x" }, content: "body" });
    expect(parseFrontMatter("---\nid: x\n---")).toEqual({ data: { id: "x" }, content: "" });
  });

  it("treats a file without a leading fence as all body", () => {
    expect(parseFrontMatter("# Title\n---\nid: x\n---\n")).toEqual({
      data: {},
      content: "# Title\n---\nid: x\n---\n",
    });
  });

  it("refuses front matter that is not a mapping", () => {
    expect(() => parseFrontMatter("---\n- a\n- b\n---\n")).toThrow(/mapping/);
  });
});
