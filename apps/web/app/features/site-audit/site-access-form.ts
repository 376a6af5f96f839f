import type { SiteAccess } from "@ranklens/shared";

/** The staging-access form as typed: headers one per line ("Name: value"), cookies ("name=value"). */
export interface SiteAccessFormValues {
  headers: string;
  cookies: string;
  username: string;
  password: string;
}

export const EMPTY_ACCESS_FORM: SiteAccessFormValues = {
  headers: "",
  cookies: "",
  username: "",
  password: "",
};

export type SiteAccessFormField = "headers" | "cookies" | "username";

/**
 * The API body of the form, or the first line that is not "Name: value" / "name=value". The server
 * judges names and values (reserved headers, line breaks, cookie characters); this only splits lines.
 */
export function accessOf(
  form: SiteAccessFormValues,
): { ok: true; access: SiteAccess } | { ok: false; field: SiteAccessFormField; message: string } {
  const headers = [];
  for (const line of lines(form.headers)) {
    const colon = line.indexOf(":");
    if (colon <= 0) return { ok: false, field: "headers", message: `“${line}” is not “Name: value”` };
    headers.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  const cookies = [];
  for (const line of lines(form.cookies)) {
    const equals = line.indexOf("=");
    if (equals <= 0) return { ok: false, field: "cookies", message: `“${line}” is not “name=value”` };
    cookies.push({ name: line.slice(0, equals).trim(), value: line.slice(equals + 1).trim() });
  }
  const username = form.username.trim();
  if (username === "" && form.password !== "") {
    return { ok: false, field: "username", message: "Basic auth needs a user name" };
  }
  return {
    ok: true,
    access: { headers, cookies, basicAuth: username === "" ? null : { username, password: form.password } },
  };
}

/** The form field a server refusal names (`headers.0.name` → headers). */
export function accessFieldOf(path: string): SiteAccessFormField | null {
  const first = path.split(".")[0];
  if (first === "headers" || first === "cookies") return first;
  if (first === "basicAuth") return "username";
  return null;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
