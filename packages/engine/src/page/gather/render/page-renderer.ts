import type { Browser, BrowserContext, Frame, Page, Route } from "playwright-core";
import { isTrackerHost } from "./tracker-hosts.js";

/** What one sub-request of a rendered page came to: the crawl's guarded fetcher answers it. */
export interface SubresourceAnswer {
  /** Null when no answer came (refused address, timeout…): the request fails in the page. */
  status: number | null;
  contentType: string | null;
  body: Buffer | null;
  /** Why there is no answer (BLOCKED_ADDRESS, TIMEOUT…), when there is none. */
  errorCode?: string;
}

export interface RenderRequest {
  /** The page's URL: what `location` says inside the page. */
  url: string;
  /** The document as the crawl fetched it: served to Chromium from memory, never fetched twice. */
  html: string;
  status: number;
  contentType: string | null;
  /** Every sub-request the page makes (scripts, XHR, stylesheets), through the crawl's SSRF rules. */
  fetch(url: string): Promise<SubresourceAnswer>;
  /** Refuse requests to known analytics and advertising hosts (tracker-hosts.ts). */
  blockTrackers?: boolean;
}

/** How the page's sub-requests went: what the rendered DOM was built from. */
export interface RenderRequests {
  /** Answered through the crawl's fetcher (any status). */
  fetched: number;
  /** Not sent: images, media and fonts, trackers when asked, methods other than GET, past the cap. */
  skipped: number;
  /** Refused by the fetcher (a private address, a timeout…) or failed in transit. */
  failed: number;
}

export type RenderOutcome =
  | {
      ok: true;
      /** The DOM after scripts ran, serialised. */
      html: string;
      /** False when the page was still loading at the time limit: the DOM is what it had by then. */
      settled: boolean;
      requests: RenderRequests;
      ms: number;
    }
  | { ok: false; error: RenderFailure; ms: number };

/** Why a page has no rendered DOM; the crawl keeps the raw analysis then, and says so. */
export interface RenderFailure {
  code: "RENDER_FAILED" | "RENDER_TIMEOUT" | "RENDER_TOO_LARGE";
  message: string;
}

export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderOutcome>;
  /** Waits for the pages being rendered, then closes the browser. */
  close(): Promise<void>;
}

export interface PageRendererOptions {
  /** The Chromium (or Chrome) binary: the operator's choice (CHROMIUM_PATH). */
  executablePath: string;
  /** Pages rendered at once in this process, across every crawl: each is a Chromium renderer. */
  concurrency: number;
  /** Per page, from the document to the serialised DOM. */
  timeoutMs: number;
  /** Largest serialised DOM kept; a page that grows past it fails (TOO_LARGE). */
  maxBytes: number;
  /** Pages a browser renders before it is replaced, so that Chromium's own growth stays bounded. */
  pagesPerBrowser?: number;
}

/** Sub-requests per page; past them the page renders with what it has. */
export const MAX_SUBREQUESTS = 150;
/** The network is quiet when nothing was in flight for this long after the load event. */
const QUIET_MS = 300;
/** What rendering never fetches: the rendered DOM does not depend on them, and the site is spared. */
const SKIPPED_TYPES = new Set(["image", "media", "font", "manifest", "texttrack", "beacon", "ping"]);
/**
 * Chromium never reaches the network itself: every name resolves to nothing and every connection
 * would go to a dead proxy, so the only way out of the page is the route below, which hands each
 * request to the crawl's guarded fetcher (the same SSRF rules as any page). WebSockets, DNS
 * prefetch, WebRTC and anything else a page tries fail at once.
 */
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
  "--mute-audio",
  "--host-resolver-rules=MAP * ~NOTFOUND",
  "--proxy-server=http://127.0.0.1:9",
  "--proxy-bypass-list=<-loopback>",
  // A reused tab would otherwise keep every page it showed in the back/forward cache.
  "--disable-features=WebRtcHideLocalIpsWithMdns,BackForwardCache",
  "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
  // A page's JavaScript heap: past it that page's renderer dies, and only that render fails.
  "--js-flags=--max-old-space-size=512",
];

/**
 * A browser context with one page, kept for the next render: opening a page costs a renderer
 * process (100–300 ms on a busy machine), navigating an open one does not. Its one route hands
 * each request to the render in progress, and refuses it when there is none (a script of the
 * previous page still running).
 */
interface Tab {
  context: BrowserContext;
  page: Page;
  handle: ((route: Route) => Promise<void>) | null;
  /** Pages rendered in it: past TAB_RENDERS it is closed, so that what a page leaves behind goes too. */
  renders: number;
}

/** Renders a tab serves before it is replaced. */
const TAB_RENDERS = 50;

async function openTab(browser: Browser): Promise<Tab> {
  const context = await browser.newContext({
    serviceWorkers: "block",
    acceptDownloads: false,
    viewport: { width: 1366, height: 768 },
  });
  const page = await context.newPage();
  const tab: Tab = { context, page, handle: null, renders: 0 };
  await page.route("**/*", (route) => (tab.handle ? tab.handle(route) : route.abort("blockedbyclient")));
  return tab;
}

/**
 * Renders pages in headless Chromium, several at once up to `concurrency` whatever the number of
 * crawls, each in a tab (a browser context and its page) reused for the next page, cookies
 * cleared. The browser starts at the first render and is replaced after `pagesPerBrowser` pages
 * (when no other render is in flight) or when it dies. A render never throws: a page that fails to
 * render is an outcome (`ok: false`).
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const pagesPerBrowser = options.pagesPerBrowser ?? 500;
  let browser: Promise<Browser> | null = null;
  let rendered = 0;
  let inFlight = 0;
  let idleTabs: Tab[] = [];
  const waiting: (() => void)[] = [];
  let closed = false;

  async function currentBrowser(): Promise<Browser> {
    if (browser && rendered >= pagesPerBrowser && inFlight === 1) {
      // Only this render is in flight: the old browser can go before it starts.
      const old = browser;
      browser = null;
      idleTabs = [];
      await (await old).close().catch(() => {});
    }
    if (!browser) {
      rendered = 0;
      // playwright-core is loaded on the first render, not with the module: every process that can
      // render (the server, the worker, a crawl) imports this, and most never render (~120 ms of
      // start-up and its module graph's memory).
      const launching = import("playwright-core").then(({ chromium }) =>
        chromium.launch({ executablePath: options.executablePath, args: CHROMIUM_ARGS }),
      );
      browser = launching;
      launching
        .then((launched) =>
          launched.on("disconnected", () => {
            if (browser === launching) {
              browser = null;
              idleTabs = [];
            }
          }),
        )
        .catch(() => {
          if (browser === launching) browser = null;
        });
    }
    return browser;
  }

  async function slot(): Promise<void> {
    if (inFlight < options.concurrency) {
      inFlight += 1;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else inFlight -= 1;
  }

  async function render(request: RenderRequest): Promise<RenderOutcome> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    if (closed)
      return { ok: false, error: { code: "RENDER_FAILED", message: "The renderer is closed." }, ms: 0 };
    await slot();
    let tab: Tab | null = null;
    let reusable = false;
    try {
      const owner = await currentBrowser();
      const idle = idleTabs.pop();
      tab = idle && idle.context.browser() === owner ? idle : await openTab(owner);
      const outcome = await withHardLimit(renderIn(tab, request, options, started), options.timeoutMs);
      rendered += 1;
      tab.renders += 1;
      // A page that did not render may still be loading in its tab (a navigation that never
      // committed, a script that never yields): reused, the next page's navigation would be
      // interrupted by it. Only a tab whose page rendered goes back to the pool.
      reusable = outcome.ok && tab.renders < TAB_RENDERS;
      return { ...outcome, ms: ms() };
    } catch (error) {
      // A page whose script never yields, or that crashed: its tab goes, not back to the pool.
      return { ok: false, error: renderFailure(error), ms: ms() };
    } finally {
      if (tab) {
        tab.handle = null;
        reusable =
          reusable &&
          !closed &&
          browser !== null &&
          (await tab.context
            .clearCookies()
            .then(() => true)
            .catch(() => false));
        if (reusable) idleTabs.push(tab);
        else await within(tab.context.close(), HANG_GRACE_MS);
      }
      release();
    }
  }

  return {
    render,
    async close() {
      closed = true;
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      const open = browser;
      browser = null;
      idleTabs = [];
      if (open) await (await open.catch(() => null))?.close().catch(() => {});
    },
  };
}

type Rendered =
  | Omit<Extract<RenderOutcome, { ok: true }>, "ms">
  | Omit<Extract<RenderOutcome, { ok: false }>, "ms">;

/** One page: the document from memory, every sub-request through `request.fetch`, then the DOM. */
async function renderIn(
  tab: Tab,
  request: RenderRequest,
  options: PageRendererOptions,
  started: number,
): Promise<Rendered> {
  const deadline = started + options.timeoutMs;
  const requests: RenderRequests = { fetched: 0, skipped: 0, failed: 0 };
  let pending = 0;
  let lastActivity = performance.now();
  let documentServed = false;
  let subrequests = 0;

  const { page } = tab;
  tab.handle = async (route: Route) => {
    const sent = route.request();
    const url = sent.url();
    if (!documentServed && sent.isNavigationRequest() && url === request.url) {
      documentServed = true;
      await route.fulfill({
        status: request.status,
        contentType: request.contentType ?? "text/html",
        body: request.html,
      });
      return;
    }
    if (sent.isNavigationRequest() && sent.frame() === page.mainFrame()) {
      // A script that navigates away (location.href = …) would leave the page being analysed.
      requests.skipped += 1;
      await route.abort("blockedbyclient").catch(() => {});
      return;
    }
    const skip =
      sent.method() !== "GET" ||
      SKIPPED_TYPES.has(sent.resourceType()) ||
      subrequests >= MAX_SUBREQUESTS ||
      (request.blockTrackers === true && isTrackerHost(url));
    if (skip) {
      requests.skipped += 1;
      await route.abort("blockedbyclient").catch(() => {});
      return;
    }
    subrequests += 1;
    pending += 1;
    try {
      const answer = await request.fetch(url);
      if (answer.status === null) {
        requests.failed += 1;
        await route.abort(answer.errorCode === "BLOCKED_ADDRESS" ? "addressunreachable" : "failed");
        return;
      }
      requests.fetched += 1;
      await route.fulfill({
        status: answer.status,
        ...(answer.contentType ? { contentType: answer.contentType } : {}),
        body: answer.body ?? Buffer.alloc(0),
      });
    } catch {
      // The page (or its route) went away while the answer was on its way.
      requests.failed += 1;
      await route.abort("failed").catch(() => {});
    } finally {
      pending -= 1;
      lastActivity = performance.now();
    }
  };

  const remaining = () => Math.max(1, deadline - performance.now());
  let settled = true;
  // The tab shows the previous page until this one commits; a script's pushState later counts too.
  let committed = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) committed = true;
  };
  page.on("framenavigated", onNavigated);
  try {
    await page.goto(request.url, { waitUntil: "load", timeout: remaining() });
    // Scripts often fetch after the load event: wait until the network has been quiet a moment.
    while (pending > 0 || performance.now() - lastActivity < QUIET_MS) {
      if (performance.now() >= deadline) {
        settled = false;
        break;
      }
      await page.waitForTimeout(Math.min(50, remaining()));
    }
  } catch (error) {
    if (!isTimeout(error)) throw error;
    // Still loading at the limit: what the DOM holds by now is what a crawler gets.
    settled = false;
  }
  page.off("framenavigated", onNavigated);
  if (!committed) {
    // The navigation never committed (the tab still shows the page before): nothing of this one to read.
    return {
      ok: false,
      error: { code: "RENDER_TIMEOUT", message: "The page did not start loading in time." },
    };
  }
  const html = await page.content();
  if (Buffer.byteLength(html) > options.maxBytes) {
    const limit = Math.round(options.maxBytes / 1024 / 1024);
    return {
      ok: false,
      error: { code: "RENDER_TOO_LARGE", message: `The rendered page is larger than ${limit} MiB.` },
    };
  }
  return { ok: true, html, settled, requests };
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === "TimeoutError";
}

/** Grace past the page's time limit for Chromium to hand the DOM over; past it the page is hung. */
const HANG_GRACE_MS = 3_000;

class HungPage extends Error {}

/** Waits for `work` at most `ms`; what it does after that, or how it fails, is let go. */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    work.catch(() => {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * Bounds a render whatever the page does: a script in an endless loop blocks the DOM from being
 * read at all, and Playwright's own timeouts only cover what it waits on.
 */
async function withHardLimit<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HungPage()), timeoutMs + HANG_GRACE_MS);
  });
  try {
    return await Promise.race([work, hung]);
  } finally {
    clearTimeout(timer);
    work.catch(() => {});
  }
}

function renderFailure(error: unknown): RenderFailure {
  if (error instanceof HungPage)
    return { code: "RENDER_TIMEOUT", message: "The page's scripts did not let it be read in time." };
  const message = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
  return { code: "RENDER_FAILED", message: `Rendering failed: ${message}` };
}
