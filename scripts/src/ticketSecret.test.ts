import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTicketSecret } from './ticketSecret';

describe('loadTicketSecret', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('keeps one generated key across restarts so open tickets stay valid', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-secret-'));
    dirs.push(dir);
    const first = loadTicketSecret(path.join(dir, 'data'), undefined);
    const second = loadTicketSecret(path.join(dir, 'data'), undefined);
    expect(first).toHaveLength(32);
    expect(second).toEqual(first);
  });

  it('uses the configured secret and writes nothing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-secret-'));
    dirs.push(dir);
    const secret = loadTicketSecret(dir, 'x'.repeat(40));
    expect(new TextDecoder().decode(secret)).toBe('x'.repeat(40));
    expect(await readdir(dir)).toEqual([]);
  });
});
