/**
 * The security suite's app: the test harness as is (it takes the injected
 * fetcher resolver and a web root too). Kept as names of their own so the
 * suite reads as a suite.
 */
export {
  createTestContext as createSecurityContext,
  type TestContext as SecurityContext,
  type TestContextOptions as SecurityContextOptions,
} from "../harness";
