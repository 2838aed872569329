import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/corpus/**", "node_modules/**"],
    // ts-morph projects are loaded per test file; keep a generous per-test budget on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    setupFiles: ["test/helpers/yield-between-tests.ts"],
  },
});
