/**
 * How soon a picture is wanted: a tile in (or near) the panel's view, a tile of an open panel
 * scrolled out of view, or no tile yet (drawn ahead, for a panel a person is likely to open).
 */
export type PicturePriority = 'inView' | 'shown' | 'ahead';

const RANK: Record<PicturePriority, number> = { inView: 0, shown: 1, ahead: 2 };

interface Entry<T> {
  readonly item: T;
  priority: PicturePriority;
  readonly order: number;
}

/**
 * The pictures waiting for the one renderer, taken most wanted first and, among equally wanted
 * ones, in the order they were asked for (a panel's tiles top to bottom). A picture's priority
 * changes while it waits: a tile scrolled into view jumps the queue, one scrolled away falls back.
 */
export class PictureQueue<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private asked = 0;

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Queues `item` under `key`; a key already waiting keeps its place and takes the new priority. */
  add(key: string, item: T, priority: PicturePriority): void {
    const entry = this.entries.get(key);
    if (entry) entry.priority = priority;
    else this.entries.set(key, { item, priority, order: this.asked++ });
  }

  /** Changes a waiting picture's priority; a key not waiting is ignored. */
  prioritise(key: string, priority: PicturePriority): void {
    const entry = this.entries.get(key);
    if (entry) entry.priority = priority;
  }

  /** The priority of the picture `take` would answer next, or undefined when none waits. */
  nextPriority(): PicturePriority | undefined {
    return this.next()?.[1].priority;
  }

  /** Removes and answers the most wanted picture, the earliest asked among equals. */
  take(): T | undefined {
    const next = this.next();
    if (next === undefined) return undefined;
    this.entries.delete(next[0]);
    return next[1].item;
  }

  /** Removes every picture waiting at `priority` and answers their keys (drawing ahead abandoned). */
  dropAll(priority: PicturePriority): string[] {
    const dropped = [...this.entries].filter(([, entry]) => entry.priority === priority).map(([key]) => key);
    for (const key of dropped) this.entries.delete(key);
    return dropped;
  }

  private next(): [string, Entry<T>] | undefined {
    let best: [string, Entry<T>] | undefined;
    for (const candidate of this.entries) {
      const [, entry] = candidate;
      if (
        best === undefined ||
        RANK[entry.priority] < RANK[best[1].priority] ||
        (entry.priority === best[1].priority && entry.order < best[1].order)
      ) {
        best = candidate;
      }
    }
    return best;
  }
}
