import { deflateRawSync, inflateRawSync } from 'node:zlib';
import * as Y from 'yjs';
import { isEmptyStateVector } from './isEmptyStateVector';
import { serverDoc } from './serverDoc';
import type { StoredDesign } from './StoredDesign';

/**
 * A room's Y.Doc that exists only while it is used: until the room's first change it can be served as
 * the log's bytes, and a quiet room falls asleep as compressed bytes.
 *
 * A loaded Y.Doc costs about 500 bytes of heap per Yjs struct (6.6 MB for a 300-cabinet kitchen), while
 * the same state encoded in Yjs's v2 format and deflated is a few kilobytes, because a kitchen's fields
 * repeat. Rooms are mostly watched, not edited, so a quiet room keeps only the bytes and rebuilds the
 * document on its next use: a change, a joiner's update, a change from another instance. Presence does
 * not need the document, so pointers and selections never wake it, and neither does greeting a joiner.
 * A room loaded from the log starts the same way (`serveStored`): readers are answered from the stored
 * updates, and the document is built the first time something must be applied to it.
 *
 * Yjs state survives the round trip exactly (client ids, clocks, deletions), so a woken document
 * answers every state vector as the old one would have.
 */
export class DormantCapableDocument {
  private live: Y.Doc | null = serverDoc();
  private asleep: Uint8Array | null = null;
  private stored: StoredDesign | null = null;
  private destroyed = false;
  /** When the document was last asked for, in performance.now() ms. */
  lastUsedAt = performance.now();

  /**
   * The live document, built first when there is none: from the stored updates, or from the sleeping
   * bytes. Building is synchronous, so whatever asked for it (an update to apply) is the first thing
   * to reach the built document, and nothing can come between.
   */
  get doc(): Y.Doc {
    this.lastUsedAt = performance.now();
    if (this.live) return this.live;
    if (this.stored) {
      this.live = this.stored.build();
      this.stored = null;
      return this.live;
    }
    if (this.destroyed || !this.asleep) throw new Error('The document has been destroyed');
    const doc = serverDoc();
    Y.applyUpdateV2(doc, inflateRawSync(this.asleep));
    this.live = doc;
    this.asleep = null;
    return doc;
  }

  get isAsleep(): boolean {
    return this.asleep !== null;
  }

  /** Still the stored updates it was loaded from: nothing has been applied to it since. */
  get isUnbuilt(): boolean {
    return this.stored !== null;
  }

  /** A live document nothing has been applied to yet (a room's, before its load). */
  get isEmpty(): boolean {
    const { live } = this;
    return (
      live !== null &&
      live.store.clients.size === 0 &&
      live.store.pendingStructs === null &&
      live.store.pendingDs === null
    );
  }

  /** The sleeping bytes' size, or null while awake. */
  get sleepingBytes(): number | null {
    return this.asleep?.byteLength ?? null;
  }

  /** Serves the stored design in place of the empty live document; the document is built on first use. */
  serveStored(stored: StoredDesign): void {
    if (!this.isEmpty) throw new Error('Only an empty document can be served from stored updates');
    this.live?.destroy();
    this.live = null;
    this.stored = stored;
    this.lastUsedAt = performance.now();
  }

  /**
   * The document's state vector, read from the bytes while there is no live document, so that greeting
   * a joiner does not build it.
   */
  stateVector(): Uint8Array {
    if (this.live) return Y.encodeStateVector(this.live);
    if (this.stored) return this.stored.stateVector;
    return Y.encodeStateVectorFromUpdateV2(this.sleepingUpdate());
  }

  /**
   * What a client holding `stateVector` lacks, as a v1 update (what sync step 2 carries). Without a live
   * document it is answered from the bytes: converting or diffing an update costs a fraction of building
   * a Y.Doc from it, and a joiner that only reads never needs the live document.
   */
  encodeStateAsUpdate(stateVector?: Uint8Array): Uint8Array {
    if (this.live) return Y.encodeStateAsUpdate(this.live, stateVector);
    if (this.stored) return this.stored.encodeStateAsUpdate(stateVector);
    const state = this.sleepingUpdate();
    const missing =
      stateVector && !isEmptyStateVector(stateVector) ? Y.diffUpdateV2(state, stateVector) : state;
    return Y.convertUpdateFormatV2ToV1(missing);
  }

  /**
   * The whole document for a client holding nothing, as v1 updates to send in this order: one, except
   * for stored updates, which are sent as they are stored rather than merged (see StoredDesign).
   */
  wholeState(): readonly Uint8Array[] {
    if (this.stored) return this.stored.wholeState();
    return [this.encodeStateAsUpdate()];
  }

  /** Encodes the document and lets it go. A sleeping or destroyed document stays as it is. */
  sleep(): void {
    if (this.destroyed || this.asleep) return;
    const { live, stored } = this;
    if (stored) {
      this.asleep = deflateRawSync(Y.convertUpdateFormatV1ToV2(stored.encodeStateAsUpdate()));
      this.stored = null;
      return;
    }
    if (!live) return;
    this.asleep = deflateRawSync(Y.encodeStateAsUpdateV2(live));
    this.live = null;
    live.destroy();
  }

  private sleepingUpdate(): Uint8Array {
    if (this.destroyed || !this.asleep) throw new Error('The document has been destroyed');
    return inflateRawSync(this.asleep);
  }

  destroy(): void {
    this.destroyed = true;
    this.asleep = null;
    this.stored = null;
    this.live?.destroy();
    this.live = null;
  }
}
