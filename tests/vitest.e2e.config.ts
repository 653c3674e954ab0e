import { defineProject } from 'vitest/config';

// Browsers and servers are heavy on a 2-core machine: e2e files run one at a time.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/buildClient.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
