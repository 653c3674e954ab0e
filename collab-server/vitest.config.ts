import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'collab-server',
    environment: 'node',
    // Property tests and service starts take a few seconds alone and more on a busy 2-core machine;
    // vitest's 5 s default fails them for being slow, not wrong.
    testTimeout: 20_000,
    // Files share one module graph per worker instead of importing it afresh each: 2 minutes of the
    // unit run were imports. Tests restore what they change (fake timers, stubbed globals) after each.
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
});
