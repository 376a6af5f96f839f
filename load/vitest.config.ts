import { defineConfig } from "vitest/config";

// Load and fault tests (`npm run test:load`): real RankLens server processes on 127.0.0.1,
// one file at a time so the measurements do not compete with each other for the 2 cores.
export default defineConfig({
  test: {
    include: ["load/**/*.load.test.ts"],
    globalSetup: ["load/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
