import { execFileSync } from 'node:child_process';

/** The commit measured, and whether the collab-server had uncommitted work in it (it often does). */
export function gitRevision(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', 'collab-server', 'schemas'], {
      encoding: 'utf8',
    });
    return dirty.trim() === ''
      ? `commit ${head}`
      : `commit ${head} plus uncommitted collab-server/schemas changes`;
  } catch {
    return 'revision unknown';
  }
}
