import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from './DocumentStore';
import { openSqliteDocumentStore } from './SqliteDocumentStore';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('SqliteDocumentStore', () => {
  let dir: string;
  let file: string;
  const opened: DocumentStore[] = [];
  const open = () => {
    const store = openSqliteDocumentStore(file);
    opened.push(store);
    return store;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
    file = join(dir, 'nested', 'dir', 'collab.sqlite');
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('numbers appends 1, 2, 3 per save, independently for each save', async () => {
    const store = open();
    expect(await store.appendUpdate('save_a', bytes(1), 'user_1')).toBe(1);
    expect(await store.appendUpdate('save_a', bytes(2), null)).toBe(2);
    expect(await store.appendUpdate('save_b', bytes(9), 'user_2')).toBe(1);
    expect(await store.appendUpdate('save_a', bytes(3), 'user_1')).toBe(3);
  });

  it('loads a save’s updates in append order and nothing of other saves', async () => {
    const store = open();
    await store.appendUpdate('save_a', bytes(1, 1), 'user_1');
    await store.appendUpdate('save_b', bytes(7), 'user_1');
    await store.appendUpdate('save_a', bytes(2, 2, 2), null);
    expect(await store.loadUpdates('save_a')).toEqual([bytes(1, 1), bytes(2, 2, 2)]);
    expect(await store.loadUpdates('save_new')).toEqual([]);
  });

  it('keeps appended updates and their numbering across closing and reopening the file', async () => {
    const first = open();
    await first.appendUpdate('save_a', bytes(1), 'user_1');
    await first.appendUpdate('save_a', bytes(2), 'user_1');
    await first.close();

    const reopened = open();
    expect(await reopened.loadUpdates('save_a')).toEqual([bytes(1), bytes(2)]);
    expect(await reopened.appendUpdate('save_a', bytes(3), 'user_1')).toBe(3);
  });
});
