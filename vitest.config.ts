import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One project per workspace; the e2e project is split out of `tests` so that it can run alone.
export default defineConfig({
  test: {
    projects: [
      'schemas/vitest.config.ts',
      'api/vitest.config.ts',
      'collab-server/vitest.config.ts',
      'client/vitest.config.ts',
      'scripts/vitest.config.ts',
      'tests/vitest.architecture.config.ts',
      'tests/vitest.convergence.config.ts',
      'tests/vitest.e2e.config.ts',
    ],
    // Two workers even on a 2-core machine (vitest's default would be one): the unit files wait on
    // SQLite, sockets and child processes as much as they compute. The e2e project stays one at a time.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
  },
});
