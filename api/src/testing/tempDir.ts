import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function tempDir(prefix: string): { path: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  return { path: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
