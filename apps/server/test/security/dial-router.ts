/**
 * Where the page fetcher's sockets really go during the SSRF tests. The
 * engine's guarded agent has a test seam, `routeDial`, called with every
 * address that PASSED the SSRF policy; the security tests install it with
 * `vi.mock` (see `mock-guarded-agent` in each SSRF test file). "Public" stub
 * addresses are routed to a loopback server; anything else throws, so no
 * test can open a socket to a real outside address, whatever the code does.
 */
export const dialRouter = {
  /** Public stub address → loopback port serving it. */
  routes: new Map<string, number>(),
  /** Every `address:port` the policy approved for dialling, in order. */
  approved: [] as string[],
  reset(routes: Record<string, number> = {}) {
    this.routes = new Map(Object.entries(routes));
    this.approved.length = 0;
  },
  routeDial(address: string, port: number): { address: string; port: number } {
    dialRouter.approved.push(`${address}:${port}`);
    const local = dialRouter.routes.get(address);
    if (local === undefined) throw new Error(`security test router: refusing to dial ${address}:${port}`);
    return { address: "127.0.0.1", port: local };
  },
};
