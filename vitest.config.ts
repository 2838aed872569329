import { defineConfig } from "vitest/config";

/** Test files that replace modules with vi.mock. */
const MOCKING = ["test/cli-faults.test.ts"];

export default defineConfig({
  test: {
    // ts-morph audits are CPU-bound and synchronous: forked workers, no more than the 2 cores of the
    // CI machine, and a yield between tests (see the setup file) so a busy worker's progress
    // messages are answered in time.
    pool: "forks",
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    // Each test file would otherwise load ts-morph, the TypeScript compiler and the sources afresh
    // (over a second of CPU per file): a worker runs its files one after another in one module graph.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    setupFiles: ["test/helpers/yield-between-tests.ts"],
    // one temp folder per run, removed at the end: tests leave no temp folders behind
    globalSetup: ["test/helpers/temp-root.ts"],
    // A file that replaces a module with vi.mock needs a module graph of its own: with isolate false
    // the module may already be loaded, unmocked, by another file in the same worker.
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["test/**/*.test.ts"],
          exclude: ["test/corpus/**", "test/fixtures/**", "node_modules/**", ...MOCKING],
        },
      },
      { extends: true, test: { name: "isolated", include: MOCKING, isolate: true } },
    ],
  },
});
