import { z } from "zod";

/**
 * Access to a staging or private site (issue 28): request headers, cookies and HTTP basic auth sent
 * with the crawl's requests to the site's own hosts. The values are sealed at rest with SECRETS_KEY
 * and never come back: reading them gives only the names (`SiteAccessSummary`).
 */
export const SITE_ACCESS_LIMITS = {
  headers: 20,
  cookies: 20,
  nameLength: 128,
  valueLength: 4096,
} as const;

/**
 * Headers the crawler sets itself or that would change what a request means: the user agent is a
 * crawl setting, cookies and basic auth have their own fields.
 */
export const RESERVED_ACCESS_HEADERS = [
  "host",
  "connection",
  "content-length",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
  "keep-alive",
  "proxy-authorization",
  "proxy-connection",
  "expect",
  "user-agent",
  "accept",
  "accept-encoding",
  "cookie",
  "if-none-match",
  "if-modified-since",
] as const;

/** RFC 9110 token: the characters a header name may have. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** A field value without CR, LF or NUL (no header can be smuggled through it). */
const FIELD_VALUE = /^[^\r\n\0]*$/;
/** A cookie name is a token; its value has no separators (RFC 6265 cookie-octet, quotes allowed). */
const COOKIE_VALUE = /^"?[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*"?$/;

const name = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `A ${what} needs a name`)
    .max(
      SITE_ACCESS_LIMITS.nameLength,
      `A ${what} name may be at most ${SITE_ACCESS_LIMITS.nameLength} characters`,
    )
    .regex(TOKEN, `A ${what} name may hold only letters, digits and !#$%&'*+-.^_\`|~`);

const value = (what: string) =>
  z
    .string()
    .max(
      SITE_ACCESS_LIMITS.valueLength,
      `A ${what} value may be at most ${SITE_ACCESS_LIMITS.valueLength} characters`,
    );

export const AccessHeaderSchema = z.object({
  name: name("header").superRefine((header, context) => {
    if ((RESERVED_ACCESS_HEADERS as readonly string[]).includes(header.toLowerCase())) {
      context.addIssue({
        code: "custom",
        message: `The ${header} header is set by the crawler and cannot be replaced`,
      });
    }
  }),
  value: value("header").regex(FIELD_VALUE, "A header value cannot hold a line break"),
});

export const AccessCookieSchema = z.object({
  name: name("cookie"),
  value: value("cookie").regex(
    COOKIE_VALUE,
    "A cookie value cannot hold spaces, commas, semicolons or backslashes",
  ),
});

export const BasicAuthSchema = z.object({
  username: z
    .string()
    .min(1, "Basic auth needs a user name")
    .max(256)
    .regex(/^[^:\r\n\0]*$/, "A basic auth user name cannot hold a colon or a line break"),
  password: z.string().max(1024).regex(FIELD_VALUE, "A basic auth password cannot hold a line break"),
});

/**
 * PUT /sites/{id}/access: the whole access, replacing what was stored. Strict: a misspelt field
 * (`header` for `headers`) is refused, not read as "no headers" and the access quietly dropped.
 */
export const SiteAccessSchema = z
  .strictObject({
    headers: z
      .array(AccessHeaderSchema)
      .max(SITE_ACCESS_LIMITS.headers, `At most ${SITE_ACCESS_LIMITS.headers} headers`)
      .default([]),
    cookies: z
      .array(AccessCookieSchema)
      .max(SITE_ACCESS_LIMITS.cookies, `At most ${SITE_ACCESS_LIMITS.cookies} cookies`)
      .default([]),
    basicAuth: BasicAuthSchema.nullable().default(null),
  })
  .superRefine((access, context) => {
    const seen = new Set<string>();
    for (const [index, header] of access.headers.entries()) {
      const key = header.name.toLowerCase();
      if (seen.has(key)) {
        context.addIssue({
          code: "custom",
          path: ["headers", index, "name"],
          message: `${header.name} is given twice`,
        });
      }
      seen.add(key);
      if (key === "authorization" && access.basicAuth) {
        context.addIssue({
          code: "custom",
          path: ["headers", index, "name"],
          message: "Give either an Authorization header or basic auth, not both",
        });
      }
    }
  });
export type SiteAccess = z.infer<typeof SiteAccessSchema>;

/** What the API shows of a site's access: names only, never a value. */
export const SiteAccessSummarySchema = z.object({
  /** Whether this server can store access at all (SECRETS_KEY is set). */
  canStore: z.boolean(),
  headerNames: z.array(z.string()),
  cookieNames: z.array(z.string()),
  basicAuth: z.boolean(),
  /** When it was last stored; null when the site has none. */
  updatedAt: z.string().nullable(),
});
export type SiteAccessSummary = z.infer<typeof SiteAccessSummarySchema>;
