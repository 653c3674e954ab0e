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
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
  },
});
