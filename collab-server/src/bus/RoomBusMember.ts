import type { CollabLog } from '../CollabLog';
import type { RoomBusListener, RoomBusPresence, RoomBusSubscription, RoomBusUpdate } from './RoomBus';
import type { RoomBusObserver } from './RoomBusObserver';
import { SeqTracker } from './SeqTracker';

/** What carries a member's messages to the others; each adapter supplies its own. */
export interface RoomBusLink {
  publishUpdate(from: RoomBusMember, seq: number, update: Uint8Array): Promise<void>;
  publishPresence(from: RoomBusMember, update: Uint8Array): Promise<void>;
  requestPresence(from: RoomBusMember): Promise<void>;
  leave(member: RoomBusMember): Promise<void>;
}

export interface RoomBusMemberOptions {
  gapGraceMs: number;
  observer: RoomBusObserver;
  log: CollabLog;
}

/**
 * One subscription, shared by every adapter: it drops what the room already holds and keeps a
 * throwing listener from breaking the delivery to anyone else.
 */
export class RoomBusMember implements RoomBusSubscription {
  private readonly seqs: SeqTracker;
  private left = false;

  constructor(
    readonly saveId: string,
    private readonly listener: RoomBusListener,
    private readonly link: RoomBusLink,
    private readonly options: RoomBusMemberOptions,
  ) {
    this.seqs = new SeqTracker(options.gapGraceMs, (lastSeenSeq, reason) => {
      options.observer.gap?.(saveId, reason);
      this.call('onGap', () => listener.onGap(saveId, lastSeenSeq));
    });
  }

  publishUpdate(seq: number, update: Uint8Array): Promise<void> {
    if (this.left) return Promise.reject(new Error('Unsubscribed from the room bus'));
    // Counted before it leaves, so that a slower publish cannot make our own seq look missing.
    this.seqs.take(seq);
    return this.link.publishUpdate(this, seq, update);
  }

  publishPresence(update: Uint8Array): Promise<void> {
    if (this.left) return Promise.reject(new Error('Unsubscribed from the room bus'));
    return this.link.publishPresence(this, update);
  }

  requestPresence(): Promise<void> {
    if (this.left) return Promise.reject(new Error('Unsubscribed from the room bus'));
    return this.link.requestPresence(this);
  }

  caughtUp(seq: number): void {
    if (!this.left) this.seqs.caughtUp(seq);
  }

  lastSeenSeq(): number | null {
    return this.seqs.lastSeenSeq();
  }

  unsubscribe(): Promise<void> {
    if (this.left) return Promise.resolve();
    this.dispose();
    return this.link.leave(this);
  }

  deliverUpdate(message: RoomBusUpdate): void {
    if (this.left || !this.seqs.take(message.seq)) return;
    this.options.observer.delivered?.(this.saveId, Math.max(0, Date.now() - message.publishedAt));
    this.call('onUpdate', () => this.listener.onUpdate(message));
  }

  deliverPresence(message: RoomBusPresence): void {
    if (!this.left) this.call('onPresence', () => this.listener.onPresence(message));
  }

  deliverPresenceRequest(): void {
    if (!this.left) this.call('onPresenceRequest', () => this.listener.onPresenceRequest?.(this.saveId));
  }

  deliverSaveDetailsChanged(): void {
    if (!this.left)
      this.call('onSaveDetailsChanged', () => this.listener.onSaveDetailsChanged?.(this.saveId));
  }

  deliverCataloguePricesChanged(accountId: string): void {
    if (!this.left)
      this.call('onCataloguePricesChanged', () =>
        this.listener.onCataloguePricesChanged?.(this.saveId, accountId),
      );
  }

  suspectLoss(): void {
    if (!this.left) this.seqs.suspectLoss();
  }

  /** Stops every delivery and timer without telling the link (the bus is closing). */
  dispose(): void {
    this.left = true;
    this.seqs.dispose();
  }

  private call(what: string, deliver: () => void): void {
    try {
      deliver();
    } catch (error) {
      this.options.log('bus-listener-failed', { saveId: this.saveId, listener: what, error: String(error) });
    }
  }
}
