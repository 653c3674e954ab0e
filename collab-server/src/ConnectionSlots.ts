/** One cap a socket counts against: its user's, its anonymous ticket's or its client address's. */
export interface SlotLimit {
  key: string;
  max: number;
  /** Why a socket is refused when this cap is full, for the log. */
  reason: string;
}

/**
 * Open sockets counted per key. A socket takes a slot under each of its keys at the upgrade and gives
 * them all back when it closes; when any of its keys is full it takes none.
 */
export class ConnectionSlots {
  private readonly open = new Map<string, number>();

  /** Takes a slot under every limit and returns null, or returns the first full one and takes nothing. */
  reserve(limits: readonly SlotLimit[]): SlotLimit | null {
    const full = limits.find(({ key, max }) => (this.open.get(key) ?? 0) >= max);
    if (full) return full;
    for (const { key } of limits) this.open.set(key, (this.open.get(key) ?? 0) + 1);
    return null;
  }

  release(limits: readonly SlotLimit[]): void {
    for (const { key } of limits) {
      const open = (this.open.get(key) ?? 1) - 1;
      if (open <= 0) this.open.delete(key);
      else this.open.set(key, open);
    }
  }
}
