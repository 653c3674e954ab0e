import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'architecture',
    environment: 'node',
    // Property tests and service starts take a few seconds alone and more on a busy 2-core machine;
    // vitest's 5 s default fails them for being slow, not wrong.
    testTimeout: 20_000,
    // One module graph per worker, as in the workspaces' unit projects.
    isolate: false,
    include: ['architecture/**/*.test.ts'],
  },
});
