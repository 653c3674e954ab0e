import { describe, expect, it } from 'vitest';
import { openTaskRecord, takeTaskRecords, TASK_RECORD_PREFIX, type TaskRecordStorage } from './taskRecords';

function memoryStorage(): TaskRecordStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const record = { task: 'animation', message: 'Recording a 10 s mp4', startedAt: '2026-11-27T03:00:00.000Z' };

describe('crash notes', () => {
  it('are kept under hc_task_record_ while a task runs and removed when it ends', () => {
    const storage = memoryStorage();
    const close = openTaskRecord(storage, record, 'a1');
    expect([...storage.items.keys()]).toEqual([`${TASK_RECORD_PREFIX}a1`]);
    close();
    expect(storage.items.size).toBe(0);
  });

  it('left behind by a page that died are read once, oldest first, and other keys are left alone', () => {
    const storage = memoryStorage();
    storage.setItem('tutorialProgress', '{}');
    openTaskRecord(storage, { ...record, startedAt: '2026-11-27T04:00:00.000Z' }, 'late');
    openTaskRecord(storage, record, 'early');
    storage.setItem(`${TASK_RECORD_PREFIX}broken`, 'not json');
    const taken = takeTaskRecords(storage);
    expect(taken.map((note) => note.message)).toEqual([
      'not json',
      'Recording a 10 s mp4',
      'Recording a 10 s mp4',
    ]);
    expect(taken[1]?.startedAt).toBe(record.startedAt);
    expect(takeTaskRecords(storage)).toEqual([]);
    expect([...storage.items.keys()]).toEqual(['tutorialProgress']);
  });
});
