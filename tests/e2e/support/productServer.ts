import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ProductServer {
  url: string;
  port: number;
  /** Stops the process (SIGTERM lets it flush; SIGKILL is a crash) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Runs the product as its own process on 127.0.0.1, so a restart in a test is a real restart: as
 * `npm start` does with `clientDist` (the built client, and the server bundle globalSetup built), as
 * `npm run dev` does without it. Port 0
 * picks a free port; pass the previous port to restart in place.
 */
export async function startProductServer(options: {
  dataDir: string;
  port?: number;
  clientDist?: string;
  /** More environment for the product (REDIS_URL, INSTANCE_ID …). */
  env?: Record<string, string>;
}): Promise<ProductServer> {
  const env = {
    ...process.env,
    // The purchase tests buy plans with the test gateway's nonces; the product has none by default.
    PAYMENT_GATEWAY: 'test',
    ...options.env,
    PORT: String(options.port ?? 0),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'info',
  };
  const stdio: ['ignore', 'pipe', 'pipe'] = ['ignore', 'pipe', 'pipe'];
  // Dev runs `npm run dev` itself, so the script's own quoting is under test too. That makes a
  // process group (npm, tsx watch, the server), signalled as one.
  const group = options.clientDist === undefined;
  const child = group
    ? spawn('npm', ['run', 'dev'], { cwd: repoRoot, env, stdio, detached: true })
    : spawn(process.execPath, ['--enable-source-maps', inject('serverBundle')], {
        cwd: repoRoot,
        env: { ...env, CLIENT_DIST: options.clientDist },
        stdio,
      });
  const signal = (name: NodeJS.Signals) => signalProcess(child, group, name);

  const output: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      signal('SIGKILL');
      reject(new Error(`server did not start within ${START_TIMEOUT_MS} ms:\n${output.join('')}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output.join(''));
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output.join('')}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async stop(name = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      signal(name);
      const timer = setTimeout(() => signal('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

function signalProcess(child: ChildProcess, group: boolean, name: NodeJS.Signals): void {
  try {
    if (group && child.pid !== undefined) process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    // Already gone.
  }
}
