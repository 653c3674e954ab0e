import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface CollabProcess {
  child: ChildProcess;
  port: number;
  /** Resolves once the process has exited, however it ended. */
  exited: Promise<void>;
  /** Everything the process wrote to stderr (its log, one JSON event a line). */
  log(): string;
}

const ENTRY = fileURLToPath(new URL('./serveCollab.ts', import.meta.url));

/** Starts `serveCollab.ts` under tsx and resolves with its port once it listens. */
export function spawnCollabServer(
  dir: string,
  secret: string,
  writer?: 'inline' | 'worker' | 'async-fsync',
  timeoutMs = 15_000,
): Promise<CollabProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ENTRY, dir, secret, ...(writer ? [writer] : [])],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the collab server did not start: ${output}`));
    }, timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({ child, port: Number(match[1]), exited, log: () => output });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the collab server exited with ${code}: ${output}`));
    });
  });
}
