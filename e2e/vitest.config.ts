import { defineConfig } from "vitest/config";

// Browser tests: a real RankLens server process, a real SMTP server and Debian's Chromium.
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.test.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
