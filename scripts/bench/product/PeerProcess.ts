import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/serverConfig';
import { SERVER_DIST } from '../../src/build/buildServer';
import { npmStartNodeFlags } from './npmStartNodeFlags';
import type { ProductPeer } from './ProductPeer';

const PROBE = path.join(import.meta.dirname, 'memoryProbe.mjs');
const START_TIMEOUT_MS = 60_000;
const ANSWER_TIMEOUT_MS = 30_000;

export interface ProcessSample {
  cpuMicros: number;
  rssBytes: number;
  heapUsedBytes: number;
  /** With `--loop-delay` only: the event loop's delay and GC pauses (ms) since the sample before. */
  delays?: Record<string, number>;
}

/** A free loopback port, for servers that only print the port they were given. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * One server process as its users run it: ours is `scripts/dist/start.mjs`, the entry `npm start`
 * runs (api, collab, logging and metrics over a fresh data folder); y-websocket-server is its own
 * `server.js`; Hocuspocus is `hocuspocusServer.mjs`. Each is started by plain `node` with the memory
 * probe preloaded (ours also with the options `npm start` gives node), and nothing else runs in it.
 */
export class PeerProcess {
  private nextId = 1;
  private readonly waiting = new Map<number, (sample: ProcessSample) => void>();

  private constructor(
    readonly peer: ProductPeer,
    readonly port: number,
    private readonly child: ChildProcess,
    private readonly dataDir: string | null,
  ) {
    child.on('message', (message: { probe?: string; id: number } & ProcessSample) => {
      if (message.probe !== 'sample') return;
      this.waiting.get(message.id)?.(message);
      this.waiting.delete(message.id);
    });
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  static async start(
    peer: ProductPeer,
    clientDist: string,
    profileDir: string | null = null,
  ): Promise<PeerProcess> {
    const port = peer === 'kitchensync' ? 0 : await freePort();
    const dataDir = peer === 'kitchensync' ? mkdtempSync(path.join(tmpdir(), 'kitchensync-product-')) : null;
    const entry = {
      kitchensync: path.join(SERVER_DIST, 'start.mjs'),
      'y-websocket-server': path.join(
        REPO_ROOT,
        'node_modules',
        '@y',
        'websocket-server',
        'src',
        'server.js',
      ),
      hocuspocus: path.join(import.meta.dirname, 'hocuspocusServer.mjs'),
    }[peer];
    const child = fork(entry, [], {
      cwd: REPO_ROOT,
      execArgv: [
        '--expose-gc',
        '--import',
        PROBE,
        ...(peer === 'kitchensync' ? npmStartNodeFlags() : []),
        // Sampled every 100 µs rather than V8's 1 ms: one update's path takes well under a millisecond.
        ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=100'] : []),
      ],
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        ...(dataDir ? { DATA_DIR: dataDir, CLIENT_DIST: clientDist } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const output: string[] = [];
    const listening = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`${peer} did not start within ${START_TIMEOUT_MS} ms:\n${output.join('')}`));
      }, START_TIMEOUT_MS);
      const onData = (chunk: Buffer) => {
        output.push(chunk.toString());
        const text = output.join('');
        const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(text);
        const started = match ? Number(match[1]) : /running at/.test(text) ? port : null;
        if (started === null) return;
        clearTimeout(timer);
        // Past start-up the output is only drained, never kept.
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve(started);
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${peer} exited with ${code} before listening:\n${output.join('')}`));
      });
    });
    return new PeerProcess(peer, listening, child, dataDir);
  }

  /** CPU time and RSS now; with `collect`, the heap after forced collections (RSS read before them). */
  sample(collect = false): Promise<ProcessSample> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.peer} did not answer`)), ANSWER_TIMEOUT_MS);
      this.waiting.set(id, (sample) => {
        clearTimeout(timer);
        resolve(sample);
      });
      this.child.send({ probe: 'sample', id, collect });
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }
}
