import { deflateRawSync, inflateRawSync } from 'node:zlib';
import * as Y from 'yjs';

/** Called with every update the live document makes, like `doc.on('update')`, across sleeps and wakes. */
export type DocumentUpdateListener = (update: Uint8Array, origin: unknown) => void;

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
  private live: Y.Doc | null = new Y.Doc({ gc: true });
  private asleep: Uint8Array | null = null;
  private readonly listeners: DocumentUpdateListener[] = [];
  private destroyed = false;
  /** When the document was last asked for, in performance.now() ms. */
  lastUsedAt = performance.now();

  /** The live document, rebuilt from its sleeping bytes first when it sleeps. */
  get doc(): Y.Doc {
    this.lastUsedAt = performance.now();
    if (this.live) return this.live;
    if (this.destroyed || !this.asleep) throw new Error('The document has been destroyed');
    const doc = new Y.Doc({ gc: true });
    Y.applyUpdateV2(doc, inflateRawSync(this.asleep));
    for (const listener of this.listeners) doc.on('update', listener);
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

  /** Adds a listener to the live document now and to every document a wake builds. */
  listen(listener: DocumentUpdateListener): void {
    this.listeners.push(listener);
    this.live?.on('update', listener);
  }

  /** Encodes the live document and lets it go. A sleeping or destroyed document stays as it is. */
  sleep(): void {
    const { live } = this;
    if (!live || this.destroyed) return;
    this.asleep = deflateRawSync(Y.encodeStateAsUpdateV2(live));
    this.live = null;
    live.destroy();
  }

  destroy(): void {
    this.destroyed = true;
    this.asleep = null;
    this.live?.destroy();
    this.live = null;
    this.listeners.length = 0;
  }
}
