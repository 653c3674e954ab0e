// The writer thread's entry, in plain JavaScript so that it loads under any runner: on Node 20 a
// worker does not inherit its parent's TypeScript loader (and vitest, which transforms in-process, has
// none to pass on), so the thread registers tsx itself. Its CommonJS hooks run in this thread and take
// tens of milliseconds; its ESM hooks (module.register) would first start a loader thread of their own.
import { createRequire } from 'node:module';
import { register } from 'tsx/cjs/api';

register();
createRequire(import.meta.url)('./sqliteWriter.worker.ts');
