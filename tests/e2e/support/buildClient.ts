import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    clientDist: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/** Builds the client once for every e2e file, into a folder of its own so `npm start`'s build is untouched. */
export default async function buildClient(project: TestProject) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-client-'));
  await build({
    configFile: path.join(repoRoot, 'client', 'vite.config.ts'),
    mode: 'test',
    build: { outDir, emptyOutDir: true },
    logLevel: 'warn',
  });
  project.provide('clientDist', outDir);
  return async () => {
    await rm(outDir, { recursive: true, force: true });
  };
}
