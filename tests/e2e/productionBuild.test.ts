import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** The built files under `dir` whose text contains `needle`. */
async function filesContaining(dir: string, needle: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(js|html)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file, 'utf8')).includes(needle)) found.push(path.relative(dir, file));
  }
  return found;
}

describe('production build', () => {
  it('carries no window.__kitchensync test hook, while the test build the e2e suite uses does', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-production-client-'));
    try {
      // As `npm start` builds it: the client workspace's build script, outside vitest's NODE_ENV=test.
      const { NODE_ENV: _testEnvironment, ...environment } = process.env;
      await promisify(execFile)(
        'npm',
        [
          'run',
          'build',
          '--workspace',
          '@kitchensync/client',
          '--',
          '--outDir',
          outDir,
          '--logLevel',
          'warn',
        ],
        { cwd: repoRoot, env: environment, timeout: 240_000 },
      );
      // The editor is in the bundle (so the search below reads real code) …
      expect(await filesContaining(outDir, 'Solid Wall')).not.toEqual([]);
      // … but the hook that hands out its live document is not.
      expect(await filesContaining(outDir, '__kitchensync')).toEqual([]);
      expect(await filesContaining(inject('clientDist'), '__kitchensync')).not.toEqual([]);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
