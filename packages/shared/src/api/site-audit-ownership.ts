import { z } from "zod";

/**
 * Site ownership verification (issue 28), as search consoles do it: an HTML file at the site's
 * root holding a token, or a meta tag with the token on the start page. Only a verified site may
 * ignore robots.txt for its own crawls or be crawled faster than the server's default politeness
 * cap: those are the site owner's decisions to make, nobody else's.
 */
export const VERIFICATION_META_NAME = "ranklens-site-verification";

/** The file's name at the site's root, e.g. `ranklens-4f0c….html`. */
export const verificationFileName = (token: string) => `ranklens-${token}.html`;

/** What the file must contain (anywhere in it): the same line search consoles use. */
export const verificationFileContent = (token: string) => `${VERIFICATION_META_NAME}: ${token}`;

export const VERIFICATION_METHODS = ["file", "meta"] as const;

export const SiteOwnershipSchema = z.object({
  /** The host the verification is for: the start URL's. Changing the start URL's host needs a new one. */
  host: z.string(),
  token: z.string(),
  /** Where to put the file, and the tag to put on the start page instead. */
  fileUrl: z.string(),
  fileContent: z.string(),
  metaTag: z.string(),
  /** Verified for `host` now. */
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  method: z.enum(VERIFICATION_METHODS).nullable(),
  /** The last attempt that failed, and why (null after a success). */
  lastFailure: z.object({ at: z.string(), message: z.string() }).nullable(),
  /** Requests per second a site that is not verified may be crawled at (the server's default cap). */
  unverifiedMaxRatePerSecond: z.number(),
});
export type SiteOwnership = z.infer<typeof SiteOwnershipSchema>;
