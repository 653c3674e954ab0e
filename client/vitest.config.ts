import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'client',
    environment: 'node',
    // Property tests and service starts take a few seconds alone and more on a busy 2-core machine;
    // vitest's 5 s default fails them for being slow, not wrong.
    testTimeout: 20_000,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
