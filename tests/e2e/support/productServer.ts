import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

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
 * Runs the product exactly as `npm start` does, as its own process on 127.0.0.1, so a restart in a
 * test is a real restart. Port 0 picks a free port; pass the previous port to restart in place.
 */
export async function startProductServer(options: {
  dataDir: string;
  clientDist: string;
  port?: number;
}): Promise<ProductServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'scripts', 'src', 'start.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(options.port ?? 0),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        CLIENT_DIST: options.clientDist,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
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
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output.join('')}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, port, stop: (signal) => stopProcess(child, signal ?? 'SIGTERM') };
}

async function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
