import type { CrawlFetcher, RobotsTxtArtifact } from "@ranklens/engine";
import { crawlDelayFor, isAllowed, type ParsedRobotsTxt, parseRobotsTxt } from "@ranklens/engine/site";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** Google reads the first 500 KiB of a robots.txt and ignores the rest (RFC 9309 asks for at least that). */
const ROBOTS_MAX_BYTES = 500 * 1024;

/** What a host's robots.txt lets the crawl do. */
export type RobotsVerdict =
  | { kind: "rules"; robots: ParsedRobotsTxt }
  | { kind: "allow-all" }
  /** RFC 9309 §2.3.1.4: a robots.txt that is unreachable or answers 5xx means "disallow everything". */
  | { kind: "disallow-all" };

/**
 * The robots.txt of every host a crawl meets, read once per crawl and kept in `crawl_hosts`, so a
 * resumed crawl obeys the file it started with instead of fetching it again. RFC 9309: a 2xx body
 * is parsed (its first 500 KiB); 4xx means no restrictions; 5xx or no answer at all means the
 * whole host is off limits.
 */
export class RobotsBook {
  private readonly verdicts = new Map<string, RobotsVerdict>();
  /** The files as read, for the page checks that judge robots.txt themselves. */
  private readonly files = new Map<string, { status: number | null; body: string | null }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly crawlId: string,
    private readonly userAgent: string,
    /**
     * False for a verified site's owner who chose to ignore robots.txt: its rules and Crawl-delay
     * stop nothing, but the files are still read (sitemaps, and the page checks that report what
     * robots.txt would have blocked).
     */
    private readonly obey = true,
  ) {}

  /** Reads (or fetches and stores) the robots.txt of every origin in `urls` the crawl fetches from and does not know yet. */
  async load(urls: Iterable<string>, fetcher: CrawlFetcher, onSite: (url: string) => boolean): Promise<void> {
    const missing = new Set<string>();
    for (const url of urls) {
      const origin = originOf(url);
      if (origin !== null && !this.verdicts.has(origin) && !missing.has(origin) && onSite(`${origin}/`))
        missing.add(origin);
    }
    if (missing.size === 0) return;
    const stored = await this.db
      .selectFrom("crawl_hosts")
      .select(["origin", "robots_status", "robots_txt"])
      .where("crawl_id", "=", this.crawlId)
      .where("origin", "in", [...missing])
      .execute();
    for (const row of stored) {
      this.remember(row.origin, row.robots_status, row.robots_txt);
      missing.delete(row.origin);
    }
    for (const origin of missing) {
      const file = await fetcher.fetchFile(`${origin}/robots.txt`, {
        maxBytes: ROBOTS_MAX_BYTES,
        overLimit: "truncate",
      });
      const body = file.bytes === null ? null : new TextDecoder("utf-8").decode(file.bytes);
      await this.db
        .insertInto("crawl_hosts")
        .values({
          crawl_id: this.crawlId,
          origin,
          robots_status: file.status,
          robots_txt: body,
          robots_error: file.error?.message ?? null,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      this.remember(origin, file.status, body);
    }
  }

  /** `origin`'s robots.txt as the engine's page analysis takes it; null before it was loaded. */
  artifact(origin: string): RobotsTxtArtifact | null {
    const file = this.files.get(origin);
    return file ? { url: `${origin}/robots.txt`, status: file.status, body: file.body } : null;
  }

  private remember(origin: string, status: number | null, body: string | null): void {
    this.files.set(origin, { status, body });
    this.verdicts.set(origin, verdictOf(status, body));
  }

  /** Whether the crawl may fetch `url`; its origin must have been loaded (an unknown origin is allowed). */
  allows(url: string): boolean {
    if (!this.obey) return true;
    const origin = originOf(url);
    const verdict = origin === null ? undefined : this.verdicts.get(origin);
    if (!verdict || verdict.kind === "allow-all") return true;
    if (verdict.kind === "disallow-all") return false;
    return isAllowed(verdict.robots, url, this.userAgent);
  }

  /** The Crawl-delay robots.txt asks of our user agent on `origin`, in seconds; null when none. */
  crawlDelay(origin: string): number | null {
    if (!this.obey) return null;
    const verdict = this.verdicts.get(origin);
    return verdict?.kind === "rules" ? crawlDelayFor(verdict.robots, this.userAgent) : null;
  }

  /** The Sitemap lines of `origin`'s robots.txt, as written. */
  sitemaps(origin: string): string[] {
    const verdict = this.verdicts.get(origin);
    return verdict?.kind === "rules" ? verdict.robots.sitemaps : [];
  }

  /** A robots.txt the crawl could not read is a reason to show: "disallow-all" explains an empty crawl. */
  verdict(origin: string): RobotsVerdict | undefined {
    return this.verdicts.get(origin);
  }
}

function verdictOf(status: number | null, body: string | null): RobotsVerdict {
  if (status === null || status >= 500) return { kind: "disallow-all" };
  if (status >= 200 && status <= 299 && body !== null) return { kind: "rules", robots: parseRobotsTxt(body) };
  return { kind: "allow-all" };
}

export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
