import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'collab-server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
