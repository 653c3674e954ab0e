import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The collab ticket key: from the environment when set, otherwise made once and kept in the data
 * folder, so tickets stay valid across a restart and clients rejoin without a new login.
 */
export function loadTicketSecret(dataDir: string, fromEnv: string | undefined): Uint8Array {
  if (fromEnv !== undefined) return new TextEncoder().encode(fromEnv);
  const file = path.join(dataDir, 'collab-ticket.secret');
  try {
    return new Uint8Array(readFileSync(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32);
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return new Uint8Array(secret);
}
