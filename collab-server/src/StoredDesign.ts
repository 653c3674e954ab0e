import { isUpToDateSchema, SCHEMA_VERSIONS_KEY } from '@kitchensync/schemas';
import * as Y from 'yjs';
import { isEmptyStateVector } from './isEmptyStateVector';
import { readRootMapEntry, UNREADABLE_ENTRY } from './readRootMapEntry';
import { serverDoc } from './serverDoc';

/** The top-level map holding the schema version vector. */
const META_MAP = 'meta';

/**
 * A save's design as its log holds it (at most one snapshot and the updates after it), served without
 * building a Y.Doc. Building one from a 30-model design and encoding it once costs about three times a
 * decode of its bytes, and what it builds lives on (about 500 bytes of heap per Yjs struct), which a join
 * storm into stored rooms paid in garbage collection; readers only need the state vector and the bytes.
 *
 * The largest update (the snapshot, usually) is kept as it is and the others merged into one, so that a
 * joiner holding nothing is answered with at most two updates and nothing is re-encoded but the tail.
 * One decode of every update gives the state vector and the schema version vector; `isUpToDate` says
 * whether `migrateDoc` would leave the design as it is, in which case it may be served as stored.
 */
export class StoredDesign {
  private constructor(
    /** The largest stored update, then the others merged into one (absent when there are none). */
    private readonly base: Uint8Array,
    private readonly rest: Uint8Array | null,
    /** The document's state vector, as sync step 1 carries it. */
    readonly stateVector: Uint8Array,
    /** What `migrateDoc` would leave untouched, as far as the bytes tell (false when they cannot). */
    readonly isUpToDate: boolean,
  ) {}

  /** Reads a non-empty list of stored updates, in the order they were logged; throws on a malformed one. */
  static read(updates: readonly Uint8Array[]): StoredDesign {
    if (updates.length === 0) throw new Error('A stored design has at least one update');
    const decoded = updates.map((update) => Y.decodeUpdate(update));
    const versions = readRootMapEntry(decoded, META_MAP, SCHEMA_VERSIONS_KEY);
    const isUpToDate = versions !== UNREADABLE_ENTRY && isUpToDateSchema(versions);
    let largest = 0;
    updates.forEach((update, index) => {
      if (update.byteLength > updates[largest]!.byteLength) largest = index;
    });
    const others = updates.filter((_, index) => index !== largest);
    const rest = others.length === 0 ? null : others.length === 1 ? others[0]! : Y.mergeUpdates(others);
    return new StoredDesign(updates[largest]!, rest, Y.encodeStateVector(stateVectorOf(decoded)), isUpToDate);
  }

  /** The stored bytes: an upper bound of the encoded document's size. */
  get byteLength(): number {
    return this.base.byteLength + (this.rest?.byteLength ?? 0);
  }

  /**
   * The whole design for a client holding nothing, as updates to send in this order: the last one as
   * sync step 2, so that the client counts itself synced only once it holds everything.
   */
  wholeState(): readonly Uint8Array[] {
    return this.rest ? [this.rest, this.base] : [this.base];
  }

  /** What a client holding `stateVector` lacks, as one v1 update. */
  encodeStateAsUpdate(stateVector?: Uint8Array): Uint8Array {
    const parts = this.rest ? [this.base, this.rest] : [this.base];
    const missing =
      stateVector && !isEmptyStateVector(stateVector)
        ? parts.map((part) => Y.diffUpdate(part, stateVector))
        : parts;
    return missing.length === 1 ? missing[0]! : Y.mergeUpdates(missing);
  }

  /** The live document, as the room's load built it before: every stored update in one transaction. */
  build(): Y.Doc {
    const doc = serverDoc();
    Y.transact(doc, () => {
      Y.applyUpdate(doc, this.base);
      if (this.rest) Y.applyUpdate(doc, this.rest);
    });
    return doc;
  }
}

/**
 * Per client, the clock up to which the updates hold every struct without a gap, as a document built
 * from them counts its state. Updates may overlap (a client's step 2 repeats what the log had). Structs
 * a built document would keep pending (they hang off another client's missing ones) count here, as they
 * do in a sleeping room's bytes: a joiner is then not asked for what the room already holds.
 */
function stateVectorOf(decoded: readonly ReturnType<typeof Y.decodeUpdate>[]): Map<number, number> {
  const ranges = new Map<number, [number, number][]>();
  for (const { structs } of decoded) {
    for (const struct of structs) {
      if (struct instanceof Y.Skip) continue;
      const { client, clock } = struct.id;
      const list = ranges.get(client);
      const range: [number, number] = [clock, clock + struct.length];
      if (list) list.push(range);
      else ranges.set(client, [range]);
    }
  }
  const vector = new Map<number, number>();
  for (const [client, list] of ranges) {
    list.sort((a, b) => a[0] - b[0]);
    let end = 0;
    for (const [start, stop] of list) {
      if (start > end) break;
      end = Math.max(end, stop);
    }
    if (end > 0) vector.set(client, end);
  }
  return vector;
}
