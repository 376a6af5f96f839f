import { defineConfig } from "vitest/config";

// Browser tests: a real RankLens server process, a real SMTP server and Debian's Chromium.
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.test.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // A real page in Chromium on a loaded 2-core machine can take longer than expect.poll's 1 s
    // default to load and render: a wait for what a user would see gets 10 s before it fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
