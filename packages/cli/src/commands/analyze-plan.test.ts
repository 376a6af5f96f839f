import { describe, expect, it } from "vitest";
import { UsageError } from "../usage-error";
import { planAnalyze } from "./analyze-plan";

describe("planAnalyze", () => {
  it("plans a local URL analysis with every repeated competitor", () => {
    const raw = [
      "https://a.example/",
      "--competitor",
      "https://b.example/",
      "--competitor=https://c.example/",
    ];
    expect(planAnalyze({ page: "https://a.example/" }, raw, {})).toEqual({
      mode: "url",
      url: "https://a.example/",
      competitors: ["https://b.example/", "https://c.example/"],
      allowPrivateNetworks: false,
    });
  });

  it("takes the page URL of --html from --url, or else from the argument", () => {
    expect(planAnalyze({ html: "p.html", url: "https://a.example/" }, [], {})).toEqual({
      mode: "html",
      file: "p.html",
      url: "https://a.example/",
    });
    expect(planAnalyze({ html: "p.html", page: "https://b.example/" }, [], {})).toMatchObject({
      url: "https://b.example/",
    });
  });

  it("prefers --api-key to RANKLENS_API_KEY and falls back to it", () => {
    const flags = { page: "https://a.example/", server: "https://seo.example" };
    expect(planAnalyze({ ...flags, apiKey: "flag" }, [], { RANKLENS_API_KEY: "env" })).toMatchObject({
      mode: "server",
      apiKey: "flag",
    });
    expect(planAnalyze(flags, [], { RANKLENS_API_KEY: "env" })).toMatchObject({ apiKey: "env" });
  });

  const rejected: [string, Parameters<typeof planAnalyze>[0], string[], NodeJS.ProcessEnv][] = [
    ["no URL", {}, [], {}],
    ["--html without a URL", { html: "p.html" }, [], {}],
    ["--html with an empty value", { html: "", url: "https://a.example/" }, [], {}],
    ["--url without --html", { page: "https://a.example/", url: "https://b.example/" }, [], {}],
    [
      "--html with --server",
      { html: "p.html", url: "https://a.example/", server: "https://s.example" },
      [],
      {},
    ],
    [
      "--server without a key",
      { page: "https://a.example/", server: "https://s.example" },
      [],
      { RANKLENS_API_KEY: "" },
    ],
    [
      "--server with --allow-private-networks",
      { page: "https://a.example/", server: "https://s.example", apiKey: "k", allowPrivateNetworks: true },
      [],
      {},
    ],
    ["--competitor without a value", { page: "https://a.example/" }, ["--competitor"], {}],
  ];
  it.each(rejected)("rejects %s as a usage error", (_name, flags, raw, env) => {
    expect(() => planAnalyze(flags, raw, env)).toThrow(UsageError);
  });
});
