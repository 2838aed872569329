import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/corpus/**", "test/fixtures/**", "node_modules/**"],
    // ts-morph audits are CPU-bound and synchronous: forked workers, no more than the 2 cores of the
    // CI machine, so a busy worker never starves the runner's own messages.
    pool: "forks",
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
