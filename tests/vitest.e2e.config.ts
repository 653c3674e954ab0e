import { defineProject } from 'vitest/config';

// Browsers and servers are heavy on a 2-core machine: e2e files run one at a time.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/buildClient.ts', 'e2e/support/buildServerBundle.ts'],
    setupFiles: ['e2e/support/closeSharedChromium.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // A page reacts in well under a second alone, but not always on a loaded 2-core machine; a poll
    // that gives up after vitest's default 1 s fails a right answer that is merely late.
    expect: { poll: { timeout: 10_000 } },
  },
});
