import type { RoomBusListener, RoomBusPresence, RoomBusUpdate } from '../RoomBus';

/** A listener that keeps everything it hears, for assertions. */
export class RecordingListener implements RoomBusListener {
  readonly updates: RoomBusUpdate[] = [];
  readonly presence: RoomBusPresence[] = [];
  readonly presenceRequests: string[] = [];
  readonly saveDetailsChanges: string[] = [];
  readonly cataloguePriceChanges: Array<{ saveId: string; accountId: string }> = [];
  readonly gaps: Array<{ saveId: string; lastSeenSeq: number }> = [];

  onUpdate(message: RoomBusUpdate): void {
    this.updates.push(message);
  }

  onPresence(message: RoomBusPresence): void {
    this.presence.push(message);
  }

  onPresenceRequest(saveId: string): void {
    this.presenceRequests.push(saveId);
  }

  onSaveDetailsChanged(saveId: string): void {
    this.saveDetailsChanges.push(saveId);
  }

  onCataloguePricesChanged(saveId: string, accountId: string): void {
    this.cataloguePriceChanges.push({ saveId, accountId });
  }

  onGap(saveId: string, lastSeenSeq: number): void {
    this.gaps.push({ saveId, lastSeenSeq });
  }

  seqs(saveId?: string): number[] {
    return this.updates
      .filter((update) => saveId === undefined || update.saveId === saveId)
      .map((u) => u.seq);
  }
}
