import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const START_TIMEOUT_MS = 5_000;

/**
 * A throwaway redis-server on a free loopback port, so that tests can kill and restart it without
 * touching the machine's own Redis. Nothing is persisted: a restart starts empty, like a lost node.
 */
export class RedisServerProcess {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisServerProcess> {
    const server = new RedisServerProcess(await freePort());
    await server.restart();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it (again) on the same port and resolves once it accepts connections. */
  restart(): Promise<void> {
    if (this.child) return Promise.reject(new Error('redis-server is already running'));
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    // A test run that ends without reaching kill() (a timeout, a crash) must not leave Redis behind.
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    child.once('exit', () => process.off('exit', killOnExit));
    return new Promise((resolve, reject) => {
      let output = '';
      let settled = false;
      const fail = (reason: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        child.kill('SIGKILL');
        if (this.child === child) this.child = null;
        reject(new Error(`redis-server on port ${this.port} ${reason}: ${output.slice(-500)}`));
      };
      const timer = setTimeout(() => fail('did not start in time'), START_TIMEOUT_MS);
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (!settled && output.includes('Ready to accept connections')) {
          settled = true;
          clearTimeout(timer);
          resolve();
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.once('exit', (code) => {
        if (this.child === child) this.child = null;
        fail(`exited with ${code}`);
      });
    });
  }

  /** kill -9: no goodbye to the clients, as when the node dies. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}
