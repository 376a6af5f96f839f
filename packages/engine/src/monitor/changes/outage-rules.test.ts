import { describe, expect, it } from "vitest";
import { analysed, answered, changesAlong, noResponse, typesAlong } from "../observation-test-kit";

const ok = analysed();

describe("http_error", () => {
  it("reports a 4xx at once, exactly once while it lasts", () => {
    expect(typesAlong([ok, answered(404), answered(404), answered(410)])).toEqual([
      [],
      ["http_error"],
      [],
      [],
    ]);
    const [, [change]] = changesAlong([ok, answered(404)]);
    expect(change).toEqual({
      type: "http_error",
      severity: "critical",
      before: "HTTP 200",
      after: "HTTP 404",
      previousIndex: 0,
    });
  });

  it("ignores a single 5xx (flapping)", () => {
    expect(typesAlong([ok, answered(503), ok, answered(500), ok])).toEqual([[], [], [], [], []]);
  });

  it("reports two 5xx in a row on the second, and once only however long it lasts", () => {
    expect(typesAlong([ok, answered(503), answered(503)])).toEqual([[], [], ["http_error"]]);
    expect(typesAlong([ok, answered(503), answered(503), answered(503), answered(502)])).toEqual([
      [],
      [],
      ["http_error"],
      [],
      [],
    ]);
    const changes = changesAlong([ok, answered(503), answered(500)]);
    expect(changes[2]![0]).toMatchObject({ before: "HTTP 200", after: "HTTP 500", previousIndex: 0 });
  });

  it("reports again after the page answered in between", () => {
    expect(typesAlong([ok, answered(404), ok, answered(404)])).toEqual([
      [],
      ["http_error"],
      ["page_recovered"],
      ["http_error"],
    ]);
  });

  it("says nothing about a page that has failed since its first observation", () => {
    expect(typesAlong([answered(404), answered(404)])).toEqual([[], []]);
    expect(typesAlong([answered(503), answered(503), answered(503)])).toEqual([[], [], []]);
  });

  it("confirms a 5xx with a following 404 at once", () => {
    expect(typesAlong([ok, answered(503), answered(404)])).toEqual([[], [], ["http_error"]]);
  });

  it("does not count a 2xx without HTML as an error", () => {
    expect(typesAlong([ok, answered(200), answered(204)])).toEqual([[], [], []]);
  });
});

describe("unreachable", () => {
  it("ignores a single timeout (flapping)", () => {
    expect(typesAlong([ok, noResponse(), ok, noResponse("DNS_FAILURE"), ok])).toEqual([[], [], [], [], []]);
  });

  it("reports two in a row on the second, once however long it lasts", () => {
    expect(typesAlong([ok, noResponse(), noResponse("CONNECT_FAILED"), noResponse(), noResponse()])).toEqual([
      [],
      [],
      ["unreachable"],
      [],
      [],
    ]);
    const changes = changesAlong([ok, noResponse(), noResponse("CONNECT_FAILED")]);
    expect(changes[2]).toEqual([
      {
        type: "unreachable",
        severity: "critical",
        before: "HTTP 200",
        after: "No response (CONNECT_FAILED)",
        previousIndex: 0,
      },
    ]);
  });

  it("is one outage with a 5xx: the confirming observation names it, and it is not reported twice", () => {
    expect(typesAlong([ok, answered(503), noResponse(), answered(503), noResponse()])).toEqual([
      [],
      [],
      ["unreachable"],
      [],
      [],
    ]);
  });
});

describe("page_recovered", () => {
  it("follows a reported outage, once", () => {
    expect(typesAlong([ok, noResponse(), noResponse(), ok, ok])).toEqual([
      [],
      [],
      ["unreachable"],
      ["page_recovered"],
      [],
    ]);
    const changes = changesAlong([ok, answered(500), answered(502), ok]);
    expect(changes[3]).toEqual([
      { type: "page_recovered", severity: "info", before: "HTTP 502", after: "HTTP 200", previousIndex: 2 },
    ]);
  });

  it("is not reported after a blip that was never alerted", () => {
    expect(typesAlong([ok, answered(503), ok])).toEqual([[], [], []]);
  });

  it("counts any answer below 400, analysed or not", () => {
    expect(typesAlong([ok, answered(404), answered(200)])).toEqual([[], ["http_error"], ["page_recovered"]]);
  });

  it("is not reported when the history started inside the outage", () => {
    expect(typesAlong([answered(503), answered(503), ok])).toEqual([[], [], []]);
  });
});
