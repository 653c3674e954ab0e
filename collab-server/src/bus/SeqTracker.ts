/** Past this many seqs held beyond a hole, the hole is reported at once instead of growing memory. */
const MAX_AHEAD = 10_000;

export type GapReason = 'missing' | 'reconnect';

/**
 * Which store seqs a room holds, so that duplicates are dropped and a seq that never arrives is
 * noticed. Seqs legitimately arrive out of order (two instances append 5 and 6 and publish in the
 * other order; a local append resolves after a remote one is delivered), so a hole only counts as a
 * gap once it has outlived a grace period.
 */
export class SeqTracker {
  private contiguous: number | null = null;
  private readonly ahead = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private lossBeforeBaseline = false;

  constructor(
    private readonly graceMs: number,
    private readonly report: (lastSeenSeq: number, reason: GapReason) => void,
  ) {}

  /** Records `seq`; false when the room already holds it. */
  take(seq: number): boolean {
    if (this.contiguous !== null && seq <= this.contiguous) return false;
    if (this.ahead.has(seq)) return false;
    this.ahead.add(seq);
    this.absorb();
    if (this.ahead.size > MAX_AHEAD) {
      this.ahead.clear();
      this.clearTimer();
      if (this.contiguous !== null) this.report(this.contiguous, 'missing');
      return true;
    }
    this.watch();
    return true;
  }

  caughtUp(seq: number): void {
    this.contiguous = Math.max(this.contiguous ?? seq, seq);
    this.absorb();
    if (this.lossBeforeBaseline) {
      // The load may have read the store before the lost messages were appended.
      this.lossBeforeBaseline = false;
      this.report(this.contiguous, 'reconnect');
    }
    this.watch();
  }

  /** Something may have been lost outside the seq stream (a dropped connection). */
  suspectLoss(): void {
    if (this.contiguous === null) this.lossBeforeBaseline = true;
    else this.report(this.contiguous, 'reconnect');
  }

  lastSeenSeq(): number | null {
    return this.contiguous;
  }

  dispose(): void {
    this.clearTimer();
  }

  private absorb(): void {
    if (this.contiguous === null) return;
    for (const seq of this.ahead) if (seq <= this.contiguous) this.ahead.delete(seq);
    while (this.ahead.delete(this.contiguous + 1)) this.contiguous += 1;
  }

  private watch(): void {
    if (this.contiguous === null || this.ahead.size === 0) {
      this.clearTimer();
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.contiguous !== null && this.ahead.size > 0) this.report(this.contiguous, 'missing');
    }, this.graceMs);
    this.timer.unref();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
