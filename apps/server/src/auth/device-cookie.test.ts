import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createDeviceCookies, DEVICE_COOKIE } from "./device-cookie";
import { accountKey } from "./sign-in-throttle";

const SECRET = "device-cookie-test-secret-0123456789abcdef";
const cookies = createDeviceCookies({ secret: SECRET, secure: false });
const alice = accountKey("alice@example.com");
const bob = accountKey("bob@example.com");
const t0 = Date.UTC(2026, 10, 21, 12, 0, 0);

function split(value: string) {
  const [version, generation, expires, nonce, mac] = value.split(".") as [
    string,
    string,
    string,
    string,
    string,
  ];
  return { version, generation, expires, nonce, mac };
}
const join = (f: ReturnType<typeof split>) => [f.version, f.generation, f.expires, f.nonce, f.mac].join(".");

describe("device cookies", () => {
  it("issue: v1.<generation>.<expires>.<nonce>.<mac>, 180 days, a new nonce every time, under 100 bytes", () => {
    const first = cookies.issue(alice, 3, t0);
    const second = cookies.issue(alice, 3, t0);
    expect(first.value).toMatch(/^v1\.3\.\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(Number(split(first.value).expires)).toBe(t0 / 1000 + 180 * 24 * 60 * 60);
    expect(split(second.value).nonce).not.toBe(split(first.value).nonce);
    expect(first.name.length + first.value.length).toBeLessThan(100);
    expect(first.attributes).toEqual({
      httpOnly: true,
      secure: false,
      sameSite: "lax",
      path: "/api/auth/sign-in/email",
      maxAge: DEVICE_COOKIE.maxAgeSeconds,
    });
  });

  it("verify: the claim of a genuine cookie until it expires, and null from its expiry on", () => {
    const { value } = cookies.issue(alice, 2, t0);
    const nonce = split(value).nonce;
    expect(cookies.verify(alice, value, t0)).toEqual({ generation: 2, nonce });
    const expiresAt = Number(split(value).expires) * 1000;
    expect(cookies.verify(alice, value, expiresAt - 1)).toEqual({ generation: 2, nonce });
    expect(cookies.verify(alice, value, expiresAt)).toBeNull();
  });

  it("verify: null for another account, another secret, and any altered field", () => {
    const { value } = cookies.issue(alice, 0, t0);
    const f = split(value);
    const flip = (s: string, i: number) => `${s.slice(0, i)}${s[i] === "A" ? "B" : "A"}${s.slice(i + 1)}`;
    expect(cookies.verify(bob, value, t0)).toBeNull();
    expect(createDeviceCookies({ secret: `${SECRET}!`, secure: false }).verify(alice, value, t0)).toBeNull();
    const altered = {
      generation: join({ ...f, generation: "1" }),
      "generation, other spelling": join({ ...f, generation: "00" }),
      expires: join({ ...f, expires: String(Number(f.expires) + 1) }),
      nonce: join({ ...f, nonce: flip(f.nonce, 0) }),
      mac: join({ ...f, mac: flip(f.mac, 20) }),
      version: join({ ...f, version: "v2" }),
      truncated: value.slice(0, -1),
      "extra field": `${value}.x`,
      empty: "",
    };
    for (const [label, forged] of Object.entries(altered))
      expect(cookies.verify(alice, forged, t0), label).toBeNull();
    expect(cookies.verify(alice, undefined, t0)).toBeNull();
  });

  it("verify: the mac has one spelling (the spare bits of its last base64url character count)", () => {
    const { value } = cookies.issue(alice, 0, t0);
    const f = split(value);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(f.mac.at(-1)!);
    // 16 bytes in 22 characters leave the last character's 4 low bits unused.
    const sameBytes = alphabet[last ^ 1]!;
    expect(Buffer.from(`${f.mac.slice(0, -1)}${sameBytes}`, "base64url")).toEqual(
      Buffer.from(f.mac, "base64url"),
    );
    expect(cookies.verify(alice, join({ ...f, mac: `${f.mac.slice(0, -1)}${sameBytes}` }), t0)).toBeNull();
  });

  it("names: one per account, hiding the address and its hash; __Secure- over https", () => {
    expect(cookies.nameFor(alice)).toMatch(/^ranklens_device_[0-9a-f]{16}$/);
    expect(cookies.nameFor(alice)).not.toBe(cookies.nameFor(bob));
    expect(alice).not.toContain(cookies.nameFor(alice).slice("ranklens_device_".length));
    expect(createDeviceCookies({ secret: `${SECRET}!`, secure: false }).nameFor(alice)).not.toBe(
      cookies.nameFor(alice),
    );
    const secure = createDeviceCookies({ secret: SECRET, secure: true });
    expect(secure.nameFor(alice)).toBe(`__Secure-${cookies.nameFor(alice)}`);
    expect(secure.issue(alice, 0, t0).attributes.secure).toBe(true);
  });

  it("surplus: beyond 10 remembered accounts per browser, the ones expiring soonest go", () => {
    const jar = new Map<string, string>([["better-auth.session_token", "x"]]);
    const names: string[] = [];
    for (let i = 0; i < 12; i++) {
      const issued = cookies.issue(accountKey(`user${i}@example.com`), 0, t0 + i * 1000);
      jar.set(issued.name, issued.value);
      names.push(issued.name);
    }
    jar.set("ranklens_device_0123456789abcdef", "garbage");
    const keep = cookies.issue(accountKey("new@example.com"), 0, t0).name;
    // 13 others besides the one being set; 9 may stay: the garbage one and the 3 oldest go.
    expect(cookies.surplus(jar, keep)).toEqual(["ranklens_device_0123456789abcdef", ...names.slice(0, 3)]);
    // The cookie being set never counts against itself, and a small jar loses nothing.
    expect(cookies.surplus(jar, names[0]!)).not.toContain(names[0]);
    expect(cookies.surplus(new Map([[names[0]!, "v"]]), keep)).toEqual([]);
  });
});

describe("the cookie policy page", () => {
  it("lists the device cookie by name, with its lifetime and its limit per browser (it says it lists every cookie)", () => {
    const policy = readFileSync(new URL("../../../web/content/pages/cookies.md", import.meta.url), "utf8");
    expect(policy).toContain(`\`${DEVICE_COOKIE.namePrefix}\``);
    expect(policy).toContain(`\`__Secure-${DEVICE_COOKIE.namePrefix}…\``);
    expect(policy).toContain(`${DEVICE_COOKIE.maxAgeSeconds / 86_400} days`);
    expect(policy).toContain("at most ten");
    expect(DEVICE_COOKIE.maxPerBrowser).toBe(10);
  });
});
