/** Browser-storage keys of crash notes start with this (spec 000 §9). */
export const TASK_RECORD_PREFIX = 'hc_task_record_';

/** A note that a long task was running: left behind only when the page died before it ended. */
export interface TaskRecord {
  task: string;
  message: string;
  startedAt: string;
}

/** The part of `Storage` the notes need, so tests can pass a Map-backed one. */
export type TaskRecordStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function isTaskRecord(value: unknown): value is TaskRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.task === 'string' &&
    typeof record.message === 'string' &&
    typeof record.startedAt === 'string'
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Writes a crash note before a long task starts and returns the function that removes it when the
 * task ends, however it ends. A note still there on the next visit means the page died mid-task.
 */
export function openTaskRecord(storage: TaskRecordStorage, record: TaskRecord, id: string): () => void {
  const key = `${TASK_RECORD_PREFIX}${id}`;
  storage.setItem(key, JSON.stringify(record));
  return () => storage.removeItem(key);
}

/**
 * Reads every crash note and removes them, so each is shown once. A note that cannot be read is
 * removed too and reported with what it held.
 */
export function takeTaskRecords(storage: TaskRecordStorage): TaskRecord[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(TASK_RECORD_PREFIX)) keys.push(key);
  }
  const records: TaskRecord[] = [];
  for (const key of keys) {
    const text = storage.getItem(key);
    storage.removeItem(key);
    if (text === null) continue;
    const parsed = parseJson(text);
    records.push(
      isTaskRecord(parsed) ? parsed : { task: 'unknown', message: text.slice(0, 200), startedAt: '' },
    );
  }
  return records.sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}
