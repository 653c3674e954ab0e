// The checkpoint thread's entry, in plain JavaScript for the reason sqliteWriterEntry.mjs gives.
import { createRequire } from 'node:module';
import { register } from 'tsx/cjs/api';

register();
createRequire(import.meta.url)('./sqliteCheckpointer.worker.ts');
