import { fork, type ChildProcess } from 'node:child_process';
import type { FromProductClient, ProductJob } from './ProductJob';

const ENTRY = new URL('./productClientProcess.ts', import.meta.url);
const JOB_TIMEOUT_MS = 180_000;

/** The orchestrator's side of the client process: runs one job at a time, with a hook when it is ready. */
export class ProductClient {
  private constructor(private readonly child: ChildProcess) {}

  static start(): ProductClient {
    return new ProductClient(
      fork(ENTRY, [], {
        // --expose-gc: each measured phase starts from a collected heap (productClientProcess `ready`).
        execArgv: ['--expose-gc', '--import', 'tsx'],
        stdio: ['ignore', process.stderr, 'inherit', 'ipc'],
      }),
    );
  }

  /** Runs the job; `onReady` runs (the server's CPU sampled, say) before its measured phase starts. */
  run(
    job: ProductJob,
    onReady: () => Promise<void> = async () => undefined,
  ): Promise<Record<string, number>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => finish(new Error(`${job.kind} took over ${JOB_TIMEOUT_MS} ms`)),
        JOB_TIMEOUT_MS,
      );
      const onExit = (code: number | null) => finish(new Error(`the client process exited with ${code}`));
      const finish = (error: Error | null, figures?: Record<string, number>) => {
        clearTimeout(timer);
        this.child.off('message', onMessage);
        this.child.off('exit', onExit);
        if (error) reject(error);
        else resolve(figures ?? {});
      };
      const onMessage = (message: FromProductClient) => {
        if (message.type === 'ready') {
          void onReady().then(
            () => this.child.send({ type: 'go' }),
            (error: Error) => finish(error),
          );
        } else if (message.type === 'result') {
          finish(null, message.figures);
        } else {
          finish(new Error(`${job.kind} failed in the client process: ${message.message}`));
        }
      };
      this.child.on('message', onMessage);
      this.child.once('exit', onExit);
      this.child.send({ type: 'job', job });
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}
