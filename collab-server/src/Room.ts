import { migrateDoc, MIGRATION_ORIGIN } from '@kitchensync/schemas';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as sync from 'y-protocols/sync';
import * as Y from 'yjs';
import { CloseCode } from './CloseCode';
import { MessageType } from './MessageType';
import { RoomUnavailable } from './RoomUnavailable';

/** Anyone in a room who hears what the others do. */
export interface RoomMember {
  send(frame: Uint8Array): void;
}

/** Where a room's document comes from and where the server's own changes to it (migrations) go. */
export interface RoomSource {
  load(): Promise<Uint8Array[]>;
  append(update: Uint8Array): Promise<number>;
}

/**
 * One save's live document and presence, shared by every connection to that save. It lives while
 * anyone holds it: connections hold it until their pending appends have finished, not just while open,
 * and it stays `graceMs` longer so that a reconnecting client does not reload it.
 */
export class Room {
  readonly doc = new Y.Doc({ gc: true });
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  /** Rejects when the document cannot be served (load failed, or written by a newer version). */
  readonly ready: Promise<void>;
  /** The highest seq appended since the room loaded: every change in `doc` is durable up to here. */
  durableSeq = 0;
  /** The encoded document's size at load plus every update applied since: an upper bound. */
  byteSize = 0;
  private readonly presence = new Map<RoomMember, number | null>();
  private readonly presenceHolders = new Map<number, RoomMember>();
  private holds = 0;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private destroyed = false;

  constructor(
    readonly saveId: string,
    source: RoomSource,
    private readonly graceMs: number,
    private readonly onDestroy: (room: Room) => void,
  ) {
    // The server has no presence of its own; only clients' states are relayed.
    this.awareness.setLocalState(null);
    this.awareness.on('update', this.broadcastAwareness);
    this.ready = this.load(source);
    // Forgotten at once so that the next joiner retries the load instead of sharing this failure.
    this.ready.catch(() => this.destroy());
  }

  get isDestroyed(): boolean {
    return this.destroyed;
  }

  hold(member: RoomMember): void {
    this.holds += 1;
    this.presence.set(member, null);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** Stops broadcasting to the member and drops the presence it controlled. */
  leave(member: RoomMember): void {
    const clientId = this.presence.get(member);
    this.presence.delete(member);
    if (clientId === null || clientId === undefined) return;
    this.presenceHolders.delete(clientId);
    if (this.awareness.getStates().has(clientId)) {
      awarenessProtocol.removeAwarenessStates(this.awareness, [clientId], null);
    }
  }

  release(): void {
    this.holds -= 1;
    if (this.holds > 0 || this.destroyed) return;
    if (this.graceMs <= 0) {
      this.destroy();
      return;
    }
    this.idleTimer = setTimeout(() => this.destroy(), this.graceMs);
    this.idleTimer.unref();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.doc.off('update', this.broadcastUpdate);
    this.awareness.off('update', this.broadcastAwareness);
    this.awareness.destroy();
    this.doc.destroy();
    this.onDestroy(this);
  }

  noteAppended(seq: number): void {
    if (seq > this.durableSeq) this.durableSeq = seq;
  }

  applyUpdate(update: Uint8Array, origin: RoomMember): void {
    Y.applyUpdate(this.doc, update, origin);
    this.byteSize += update.byteLength;
  }

  /** The client id whose presence the member controls, or null until it announced one. */
  presenceOf(member: RoomMember): number | null {
    return this.presence.get(member) ?? null;
  }

  isPresenceHeldByAnother(clientId: number, member: RoomMember): boolean {
    const holder = this.presenceHolders.get(clientId);
    return holder !== undefined && holder !== member;
  }

  /** Applies a presence update already filtered to the member's one client id, binding the member to it. */
  applyPresence(clientId: number, update: Uint8Array | null, member: RoomMember): void {
    if (!this.presence.has(member)) return;
    this.presence.set(member, clientId);
    this.presenceHolders.set(clientId, member);
    if (update) awarenessProtocol.applyAwarenessUpdate(this.awareness, update, member);
  }

  syncStep1Frame(): Uint8Array {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MessageType.sync);
    sync.writeSyncStep1(encoder, this.doc);
    return encoding.toUint8Array(encoder);
  }

  syncStep2Frame(stateVector: Uint8Array): Uint8Array {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MessageType.sync);
    sync.writeSyncStep2(encoder, this.doc, stateVector);
    return encoding.toUint8Array(encoder);
  }

  /** Every current presence state, or null when nobody has one. */
  awarenessFrame(): Uint8Array | null {
    const clients = [...this.awareness.getStates().keys()];
    return clients.length === 0 ? null : awarenessFrame(this.awareness, clients);
  }

  private async load(source: RoomSource): Promise<void> {
    const updates = await source.load();
    Y.transact(
      this.doc,
      () => {
        for (const update of updates) Y.applyUpdate(this.doc, update);
      },
      this,
    );
    const migrations: Uint8Array[] = [];
    const capture = (update: Uint8Array, origin: unknown) => {
      if (origin === MIGRATION_ORIGIN) migrations.push(update);
    };
    this.doc.on('update', capture);
    const result = migrateDoc(this.doc);
    this.doc.off('update', capture);
    if (result.status === 'tooNew') {
      throw new RoomUnavailable(
        CloseCode.reloadRequired,
        'This design was saved by a newer version of KitchenSync; reload the page',
        `newer kinds: ${result.newerKinds.join(', ')}`,
      );
    }
    if (result.status === 'invalidVersions') {
      throw new RoomUnavailable(
        CloseCode.internalError,
        'This design’s version record is unreadable',
        'invalid schema versions',
      );
    }
    // Durable before anyone is served, like every other change: a client must never see an unsaved migration.
    for (const update of migrations) this.noteAppended(await source.append(update));
    this.byteSize = Y.encodeStateAsUpdate(this.doc).byteLength;
    this.doc.on('update', this.broadcastUpdate);
  }

  private readonly broadcastUpdate = (update: Uint8Array, origin: unknown): void => {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MessageType.sync);
    sync.writeUpdate(encoder, update);
    const frame = encoding.toUint8Array(encoder);
    for (const member of this.presence.keys()) {
      if (member !== origin) member.send(frame);
    }
  };

  private readonly broadcastAwareness = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
    _origin: unknown,
  ): void => {
    // Echoed to the sender too: the stock client counts its own heartbeats as signs of a live server.
    const frame = awarenessFrame(this.awareness, [...added, ...updated, ...removed]);
    for (const member of this.presence.keys()) member.send(frame);
  };
}

function awarenessFrame(awareness: awarenessProtocol.Awareness, clients: number[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MessageType.awareness);
  encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(awareness, clients));
  return encoding.toUint8Array(encoder);
}
