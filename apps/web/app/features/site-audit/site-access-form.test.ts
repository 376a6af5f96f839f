import { describe, expect, it } from "vitest";
import { accessFieldOf, accessOf, EMPTY_ACCESS_FORM } from "./site-access-form";

describe("accessOf", () => {
  it("splits headers at the first colon and cookies at the first equals sign", () => {
    const result = accessOf({
      headers: "X-Staging-Token: a:b:c\n\n  X-Env : preview  ",
      cookies: "session=abc=def\nab=1",
      username: " preview ",
      password: " spaced pass ",
    });
    expect(result).toEqual({
      ok: true,
      access: {
        headers: [
          { name: "X-Staging-Token", value: "a:b:c" },
          { name: "X-Env", value: "preview" },
        ],
        cookies: [
          { name: "session", value: "abc=def" },
          { name: "ab", value: "1" },
        ],
        // The password is sent as typed: spaces can be part of it.
        basicAuth: { username: "preview", password: " spaced pass " },
      },
    });
  });

  it("an empty form is no access at all", () => {
    expect(accessOf(EMPTY_ACCESS_FORM)).toEqual({
      ok: true,
      access: { headers: [], cookies: [], basicAuth: null },
    });
  });

  it("names the line that is not a header or a cookie, and a password without a user", () => {
    expect(accessOf({ ...EMPTY_ACCESS_FORM, headers: "X-A: 1\nno colon here" })).toEqual({
      ok: false,
      field: "headers",
      message: "“no colon here” is not “Name: value”",
    });
    expect(accessOf({ ...EMPTY_ACCESS_FORM, cookies: "=value" })).toMatchObject({
      ok: false,
      field: "cookies",
    });
    expect(accessOf({ ...EMPTY_ACCESS_FORM, password: "secret" })).toMatchObject({
      ok: false,
      field: "username",
    });
  });

  it("maps the server's field paths to the form's fields", () => {
    expect(accessFieldOf("headers.2.value")).toBe("headers");
    expect(accessFieldOf("cookies.0.name")).toBe("cookies");
    expect(accessFieldOf("basicAuth.username")).toBe("username");
    expect(accessFieldOf("other")).toBeNull();
  });
});
