/** A frontier URL as this process last saw it committed. */
interface KnownUrl {
  id: number;
  depth: number | null;
}

/**
 * What this process already knows of a crawl's frontier, so a page's 200 template links do not
 * cost 200 lookups each time (ADR 014). An entry is only a shortcut when nothing about the URL
 * would change: it is known and the new path to it is no shorter. Depths only ever decrease, so a
 * stale entry (another worker found a shorter path since) still answers "nothing to change"
 * correctly. Entries are learned after their transaction commits, never before, so a rolled-back
 * page cannot leave ids that do not exist. URLs skipped for depth are not kept (a shorter path may
 * let them in), and the map stops growing at `limit` entries.
 */
export class KnownUrls {
  private readonly urls = new Map<string, KnownUrl>();
  private readonly blocks = new Map<string, number>();
  private capSeen = false;

  constructor(private readonly limit = 200_000) {}

  /** The URL's id when admitting it again at `depth` would change nothing; undefined otherwise. */
  unchanged(url: string, depth: number | null): number | undefined {
    const known = this.urls.get(url);
    if (!known) return undefined;
    if (depth !== null && (known.depth === null || depth < known.depth)) return undefined;
    return known.id;
  }

  /** Whether a committed transaction of this process found the page cap full (it stays full). */
  get capReached(): boolean {
    return this.capSeen;
  }

  blockId(hash: string): number | undefined {
    return this.blocks.get(hash);
  }

  /** Records what a committed transaction wrote. */
  learn(lesson: Lesson): void {
    for (const [url, known] of lesson.urls) {
      if (this.urls.size < this.limit || this.urls.has(url)) this.urls.set(url, known);
    }
    for (const [hash, id] of lesson.blocks) if (this.blocks.size < this.limit) this.blocks.set(hash, id);
    if (lesson.capReached) this.capSeen = true;
  }
}

/** What one transaction found out, to be learned once it has committed. */
export class Lesson {
  readonly urls: [string, KnownUrl][] = [];
  readonly blocks: [string, number][] = [];
  /** countAdmitted refused pages: the cap is full. */
  capReached = false;
}
