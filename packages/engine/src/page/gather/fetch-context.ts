import type { Agent } from "undici";
import type { Deadline } from "./deadline.js";

/** Everything one fetch (a page or its robots.txt) shares across its redirect hops. */
export interface FetchContext {
  agent: Agent;
  deadline: Deadline;
  allowPrivateNetworks: boolean;
  maxRedirects: number;
  userAgent: string;
  /** The Accept header: what kind of resource this fetch wants. */
  accept: string;
  connectTimeoutMs: number;
  headersTimeoutMs: number;
  /**
   * Headers a crawl adds to the request for one URL (a staging site's access), asked again at every
   * redirect hop, so a hop to another host gets none of them.
   */
  headersFor?: (url: URL) => Record<string, string>;
}
