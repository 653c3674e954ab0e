import { defineProject } from 'vitest/config';

// Seeded fuzz of several Yjs replicas in one process; long runs are opted into with FUZZ_RUNS.
export default defineProject({
  test: {
    name: 'convergence',
    environment: 'node',
    // One module graph per worker, as in the workspaces' unit projects.
    isolate: false,
    include: ['convergence/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
