import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const WAIT_MS = 30_000;

/** The six-digit code in the newest outbox mail to `to` that holds one. */
export async function mailedLoginCode(dataDir: string, to: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
    for (const name of names.reverse()) {
      const text = await readFile(path.join(outbox, name), 'utf8');
      const code = /^(\d{6})$/m.exec(text)?.[1];
      if (text.includes(`To: ${to}`) && code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was mailed to ${to}`);
}
