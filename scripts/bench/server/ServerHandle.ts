import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchOptions } from '../BenchOptions';
import type { ServerKind } from '../ServerKind';
import type { FromServer, ToServer } from './ServerMessage';

const SERVER_ENTRY = fileURLToPath(new URL('./serverProcess.ts', import.meta.url));
const ANSWER_TIMEOUT_MS = 60_000;

export interface ServerSample {
  cpuMicros: number;
  heapUsedBytes: number;
  rssBytes: number;
}

/** The orchestrator's view of one server process: its port, and CPU and heap samples on request. */
export class ServerHandle {
  private nextId = 1;
  private readonly waiting = new Map<number, (sample: ServerSample) => void>();

  private constructor(
    readonly kind: ServerKind,
    readonly port: number,
    private readonly child: ChildProcess,
  ) {
    child.on('message', (message: FromServer) => {
      if (message.type !== 'answer') return;
      this.waiting.get(message.id)?.(message);
      this.waiting.delete(message.id);
    });
  }

  static start(
    kind: ServerKind,
    ticketSecretHex: string,
    { profileDir, sqliteWriter }: Pick<BenchOptions, 'profileDir' | 'sqliteWriter'>,
  ): Promise<ServerHandle> {
    const child = fork(SERVER_ENTRY, [kind, ticketSecretHex], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      env: {
        ...process.env,
        ...(profileDir ? { BENCH_PROFILE_DIR: profileDir } : {}),
        ...(sqliteWriter ? { BENCH_SQLITE_WRITER: sqliteWriter } : {}),
      },
      stdio: ['ignore', process.stderr, 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      const onMessage = (message: FromServer) => {
        if (message.type === 'listening') resolve(new ServerHandle(kind, message.port, child));
        else if (message.type === 'error') reject(new Error(`${kind} server failed: ${message.message}`));
        else return;
        child.off('message', onMessage);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
    });
  }

  cpu(): Promise<ServerSample> {
    return this.ask('cpu');
  }

  /** Heap after forced collections, so that only live data is weighed. */
  heap(): Promise<ServerSample> {
    return this.ask('heap');
  }

  async stop(): Promise<void> {
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    await this.ask('stop').catch(() => undefined);
    await exited;
    clearTimeout(timer);
  }

  private ask(op: ToServer['op']): Promise<ServerSample> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${this.kind} server did not answer ${op}`)),
        ANSWER_TIMEOUT_MS,
      );
      this.waiting.set(id, (sample) => {
        clearTimeout(timer);
        resolve(sample);
      });
      this.child.send({ id, op } satisfies ToServer);
    });
  }
}
