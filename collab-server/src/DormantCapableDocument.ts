import { deflateRawSync, inflateRawSync } from 'node:zlib';
import * as Y from 'yjs';
import { isEmptyStateVector } from './isEmptyStateVector';
import { serverDoc } from './serverDoc';

/**
 * A room's Y.Doc that can fall asleep as compressed bytes while nobody edits it.
 *
 * A loaded Y.Doc costs about 500 bytes of heap per Yjs struct (6.6 MB for a 300-cabinet kitchen), while
 * the same state encoded in Yjs's v2 format and deflated is a few kilobytes, because a kitchen's fields
 * repeat. Rooms are mostly watched, not edited, so a quiet room keeps only the bytes and rebuilds the
 * document on its next use: a change, a joiner's sync, a change from another instance. Presence does not
 * need the document, so pointers and selections never wake it.
 *
 * Yjs state survives the round trip exactly (client ids, clocks, deletions), so a woken document
 * answers every state vector as the old one would have.
 */
export class DormantCapableDocument {
  private live: Y.Doc | null = serverDoc();
  private asleep: Uint8Array | null = null;
  private destroyed = false;
  /** When the document was last asked for, in performance.now() ms. */
  lastUsedAt = performance.now();

  /** The live document, rebuilt from its sleeping bytes first when it sleeps. */
  get doc(): Y.Doc {
    this.lastUsedAt = performance.now();
    if (this.live) return this.live;
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

  /** The sleeping bytes' size, or null while awake. */
  get sleepingBytes(): number | null {
    return this.asleep?.byteLength ?? null;
  }

  /**
   * The document's state vector, read from the sleeping bytes when it sleeps, so that greeting a joiner
   * does not wake it.
   */
  stateVector(): Uint8Array {
    if (this.live) return Y.encodeStateVector(this.live);
    return Y.encodeStateVectorFromUpdateV2(this.sleepingUpdate());
  }

  /**
   * What a client holding `stateVector` lacks, as a v1 update (what sync step 2 carries). A sleeping
   * document answers from its bytes without being rebuilt: converting the update's encoding costs a
   * fraction of building a Y.Doc from it, and a joiner that only reads never needs the live document.
   */
  encodeStateAsUpdate(stateVector?: Uint8Array): Uint8Array {
    if (this.live) return Y.encodeStateAsUpdate(this.live, stateVector);
    const state = this.sleepingUpdate();
    const missing =
      stateVector && !isEmptyStateVector(stateVector) ? Y.diffUpdateV2(state, stateVector) : state;
    return Y.convertUpdateFormatV2ToV1(missing);
  }

  /** Encodes the live document and lets it go. A sleeping or destroyed document stays as it is. */
  sleep(): void {
    const { live } = this;
    if (!live || this.destroyed) return;
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
    this.live?.destroy();
    this.live = null;
  }
}
