import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ClientJob } from './ClientJob';
import type { FromClient, ToClient } from './ClientMessage';
import type { ClientResult } from './ClientResult';

const CLIENT_ENTRY = fileURLToPath(new URL('./clientProcess.ts', import.meta.url));
const JOB_TIMEOUT_MS = 180_000;

/** The orchestrator's view of one client process running one job. */
export class ClientHandle {
  private readonly child: ChildProcess;
  private readonly inbox: FromClient[] = [];
  private notify: (() => void) | null = null;
  private exited = false;

  private constructor() {
    this.child = fork(CLIENT_ENTRY, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', process.stderr, 'inherit', 'ipc'],
    });
    this.child.on('message', (message: FromClient) => {
      this.inbox.push(message);
      this.notify?.();
    });
    this.child.on('exit', () => {
      this.exited = true;
      this.notify?.();
    });
  }

  /** Starts the job and resolves once its clients are connected and it waits for `go`. */
  static async start(job: ClientJob): Promise<ClientHandle> {
    const handle = new ClientHandle();
    handle.send({ type: 'job', job });
    await handle.next('ready');
    return handle;
  }

  async go(): Promise<ClientResult> {
    this.send({ type: 'go' });
    const message = await this.next('result');
    return message.result;
  }

  async close(): Promise<void> {
    if (this.exited) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.send({ type: 'close' });
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  private send(message: ToClient): void {
    this.child.send(message);
  }

  private async next<T extends FromClient['type']>(type: T): Promise<Extract<FromClient, { type: T }>> {
    const deadline = Date.now() + JOB_TIMEOUT_MS;
    for (;;) {
      const message = this.inbox.shift();
      if (message?.type === 'error') throw new Error(`client process failed: ${message.message}`);
      if (message?.type === type) return message as Extract<FromClient, { type: T }>;
      if (message) throw new Error(`client process sent ${message.type}, expected ${type}`);
      if (this.exited) throw new Error(`client process exited while the orchestrator waited for ${type}`);
      if (Date.now() > deadline) {
        this.child.kill('SIGKILL');
        throw new Error(`client process timed out waiting for ${type}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 1_000);
        this.notify = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
}
