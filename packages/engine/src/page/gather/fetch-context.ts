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
}
