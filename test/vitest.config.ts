import { defineConfig } from 'vitest/config';

// Hooks get the tests' time, not vitest's 10 s: building a fixture or closing a browser in `beforeAll`/`afterAll` takes
// longer than that on a loaded machine (searchShards, themeOverrides and fixtures timed out there, never on their assertions).
/** Three kinds of tests: unit (per stage), integration (fixture sites built by the CLI), e2e (browser against `docsite serve`). */
export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 } },
      { extends: true, test: { name: 'integration', include: ['test/integration/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 } },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // Polls wait for the browser: its chunk loads and fetches share CI's two cores with the unit and integration
          // files, so vitest's 1 s default timed out there (search's load-failure message, stop 41), never alone.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
