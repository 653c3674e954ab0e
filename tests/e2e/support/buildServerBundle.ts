import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildServer, SERVER_DIST } from '@kitchensync/scripts';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled server's entry, `start.mjs`, as `npm start` runs it. */
    serverBundle: string;
  }
}

/**
 * Bundles the server once for every e2e file, as `npm start` does, so each product start is plain
 * node: tsx's transform of every workspace's sources cost each start about two seconds more here. The
 * bundle lives under scripts/dist, inside the repository, so that node finds the npm packages it
 * leaves as imports; a folder of its own leaves `npm start`'s bundle untouched.
 */
export default async function buildServerBundle(project: TestProject) {
  await mkdir(SERVER_DIST, { recursive: true });
  const outDir = await mkdtemp(path.join(SERVER_DIST, 'e2e-'));
  await buildServer(outDir);
  project.provide('serverBundle', path.join(outDir, 'start.mjs'));
  return async () => {
    await rm(outDir, { recursive: true, force: true });
  };
}
