import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiStorageContract } from './apiStorageContract';
import { openSqliteApiStorage } from './openSqliteApiStorage';

apiStorageContract('SQLite', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-storage-'));
  return {
    storage: openSqliteApiStorage(dataDir),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
});
