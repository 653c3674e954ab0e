/** What a `ThumbnailSchedule` works with; the browser's in the editor, fakes in tests. */
export interface ThumbnailScheduleParts {
  /**
   * Takes the picture now and encodes it: resolves to the upload's data URL, or null when there is
   * nothing to show. The picture itself must be taken before the first await (the editor may be
   * going away).
   */
  capture(): Promise<string | null>;
  /** Sends the picture; rejects when it did not arrive. */
  upload(image: string, leaving: boolean): Promise<void>;
  /** Keeps a picture that has not arrived, for a later try even after this page is gone. */
  keepPending(image: string): void;
  /** Forgets the kept picture once one has arrived. */
  dropPending(): void;
  setTimer(run: () => void, ms: number): number;
  clearTimer(timer: number): void;
  /** Runs `run` when the browser is idle, so taking the picture never interrupts editing. */
  whenIdle(run: () => void): void;
}

/** Quiet time after the last change (and its save) before the picture is taken. */
export const THUMBNAIL_QUIET_MS = 3_000;
/** Waits before trying a failed upload again; the last one repeats. */
export const THUMBNAIL_RETRY_MS = [5_000, 30_000, 120_000] as const;

/**
 * When the editor takes and sends a save's thumbnail: after the person's own changes are saved and
 * the design has been quiet for `THUMBNAIL_QUIET_MS`, when the browser is idle, and at once when the
 * person leaves the editor with changes not yet pictured. A failed upload keeps its picture
 * (`keepPending`) and is tried again later, unless a newer change makes a newer picture first.
 */
export class ThumbnailSchedule {
  /** Changes made since the last picture was taken. */
  private dirty = false;
  private saved = true;
  private quiet = true;
  private busy = false;
  private quietTimer: number | null = null;
  private retryTimer: number | null = null;
  private failures = 0;
  /** A picture taken but not yet arrived. */
  private pending: string | null = null;
  private stopped = false;

  constructor(private readonly parts: ThumbnailScheduleParts) {}

  /** The person changed the design. */
  changed(): void {
    if (this.stopped) return;
    this.dirty = true;
    this.quiet = false;
    if (this.quietTimer !== null) this.parts.clearTimer(this.quietTimer);
    this.quietTimer = this.parts.setTimer(() => {
      this.quietTimer = null;
      this.quiet = true;
      this.maybeRun();
    }, THUMBNAIL_QUIET_MS);
  }

  /** Whether every change of this client is on the server (the toolbar's Saved). */
  savedChanged(saved: boolean): void {
    this.saved = saved;
    this.maybeRun();
  }

  /**
   * The person leaves the editor: takes the picture now if anything changed since the last one,
   * and sends it (or the one still pending). Nothing is scheduled afterwards.
   */
  async leave(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.clearTimers();
    if (this.dirty) {
      this.dirty = false;
      const image = await this.parts.capture();
      if (image !== null) this.pending = image;
    }
    if (this.pending === null) return;
    const image = this.pending;
    this.parts.keepPending(image);
    await this.parts.upload(image, true).then(
      () => this.parts.dropPending(),
      () => undefined,
    );
  }

  private maybeRun(): void {
    if (this.stopped || this.busy || !this.dirty || !this.saved || !this.quiet) return;
    this.busy = true;
    this.parts.whenIdle(() => void this.run());
  }

  private async run(): Promise<void> {
    try {
      if (this.stopped) return;
      if (this.dirty) {
        this.dirty = false;
        const image = await this.parts.capture();
        if (image !== null) this.pending = image;
      }
      await this.sendPending();
    } finally {
      this.busy = false;
    }
    this.maybeRun();
  }

  private async sendPending(): Promise<void> {
    const image = this.pending;
    if (image === null || this.stopped) return;
    try {
      await this.parts.upload(image, false);
      if (this.pending === image) this.pending = null;
      this.failures = 0;
      this.parts.dropPending();
    } catch {
      this.parts.keepPending(image);
      const wait = THUMBNAIL_RETRY_MS[Math.min(this.failures, THUMBNAIL_RETRY_MS.length - 1)]!;
      this.failures += 1;
      if (this.retryTimer !== null) this.parts.clearTimer(this.retryTimer);
      this.retryTimer = this.parts.setTimer(() => {
        this.retryTimer = null;
        if (this.busy) return;
        this.busy = true;
        this.parts.whenIdle(() => void this.run());
      }, wait);
    }
  }

  private clearTimers(): void {
    if (this.quietTimer !== null) this.parts.clearTimer(this.quietTimer);
    if (this.retryTimer !== null) this.parts.clearTimer(this.retryTimer);
    this.quietTimer = null;
    this.retryTimer = null;
  }
}
