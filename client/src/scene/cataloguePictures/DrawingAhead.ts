/**
 * One spell of drawing pictures ahead (`drawCataloguePicturesAhead`): the pictures it asked for
 * and still waits for, and whether it may go on. It stops when abandoned (a newer spell, another
 * collection, the catalogue gone) or at its deadline, and is over once it has asked for every
 * picture it wanted and each has landed, or once it stopped.
 */
export class DrawingAhead {
  private readonly waiting = new Set<string>();
  private allAsked = false;
  private abandoned = false;
  private deadline = Infinity;

  /** From `now` (`performance.now()`), it gives up after `durationMs`. */
  start(now: number, durationMs: number): void {
    this.deadline = now + durationMs;
  }

  /** Not abandoned and not past its deadline. */
  goesOn(now: number): boolean {
    return !this.abandoned && now < this.deadline;
  }

  abandon(): void {
    this.abandoned = true;
  }

  asked(key: string): void {
    this.waiting.add(key);
  }

  /** The picture landed (found, drawn, or could not be drawn), or was dropped. */
  settled(key: string): void {
    this.waiting.delete(key);
  }

  /** Every picture wanted has been asked for (or asking stopped). */
  askedAll(): void {
    this.allAsked = true;
  }

  isOver(now: number): boolean {
    return this.allAsked && (this.waiting.size === 0 || !this.goesOn(now));
  }
}
