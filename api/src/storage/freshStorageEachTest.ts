import { afterEach } from 'vitest';
import type { ApiStorage } from './ApiStorage';
import type { OpenTestStorage } from './OpenTestStorage';

/**
 * For a contract's describe block: the returned function opens a fresh, empty store, and whatever a
 * test opened is closed and removed after it, so no contract leaks files or databases.
 */
export function freshStorageEachTest(open: OpenTestStorage): () => Promise<ApiStorage> {
  let opened: Awaited<ReturnType<OpenTestStorage>> | undefined;
  afterEach(async () => {
    await opened?.storage.close();
    await opened?.dispose();
    opened = undefined;
  });
  return async () => {
    opened = await open();
    return opened.storage;
  };
}
