import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as sync from 'y-protocols/sync';
import * as Y from 'yjs';
import { MessageType } from './MessageType';

/** Anyone in a room who hears what the others do. */
export interface RoomMember {
  send(frame: Uint8Array): void;
}

/**
 * One save's live document and presence, shared by every connection to that save. It lives while
 * anyone holds it: connections hold it until their pending appends have finished, not just while open.
 */
export class Room {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  /** Rejects when the log could not be loaded; the room must then never be served. */
  readonly ready: Promise<void>;
  private readonly members = new Map<RoomMember, Set<number>>();
  private holds = 0;
  private destroyed = false;

  constructor(
    readonly saveId: string,
    loadUpdates: () => Promise<Uint8Array[]>,
    private readonly onDestroy: (room: Room) => void,
  ) {
    // The server has no presence of its own; only clients' states are relayed.
    this.awareness.setLocalState(null);
    this.doc.on('update', this.broadcastUpdate);
    this.awareness.on('update', this.broadcastAwareness);
    this.ready = loadUpdates().then((updates) => {
      Y.transact(
        this.doc,
        () => {
          for (const update of updates) Y.applyUpdate(this.doc, update);
        },
        this,
      );
    });
    // Forgotten at once so that the next joiner retries the load instead of sharing this failure.
    this.ready.catch(() => this.destroy());
  }

  hold(member: RoomMember): void {
    this.holds += 1;
    this.members.set(member, new Set());
  }

  /** Stops broadcasting to the member and drops the presence it controlled. */
  leave(member: RoomMember): void {
    const controlled = this.members.get(member);
    this.members.delete(member);
    if (controlled && controlled.size > 0) {
      awarenessProtocol.removeAwarenessStates(this.awareness, [...controlled], null);
    }
  }

  release(): void {
    this.holds -= 1;
    if (this.holds === 0) this.destroy();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.doc.off('update', this.broadcastUpdate);
    this.awareness.off('update', this.broadcastAwareness);
    this.awareness.destroy();
    this.doc.destroy();
    this.onDestroy(this);
  }

  applyUpdate(update: Uint8Array, origin: RoomMember): void {
    Y.applyUpdate(this.doc, update, origin);
  }

  applyAwarenessUpdate(update: Uint8Array, origin: RoomMember): void {
    awarenessProtocol.applyAwarenessUpdate(this.awareness, update, origin);
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

  private readonly broadcastUpdate = (update: Uint8Array, origin: unknown): void => {
    if (origin === this) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MessageType.sync);
    sync.writeUpdate(encoder, update);
    const frame = encoding.toUint8Array(encoder);
    for (const member of this.members.keys()) {
      if (member !== origin) member.send(frame);
    }
  };

  private readonly broadcastAwareness = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ): void => {
    const controlled = this.members.get(origin as RoomMember);
    if (controlled) {
      for (const client of [...added, ...updated]) controlled.add(client);
      for (const client of removed) controlled.delete(client);
    }
    // Echoed to the sender too: the stock client counts its own heartbeats as signs of a live server.
    const frame = awarenessFrame(this.awareness, [...added, ...updated, ...removed]);
    for (const member of this.members.keys()) member.send(frame);
  };
}

function awarenessFrame(awareness: awarenessProtocol.Awareness, clients: number[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MessageType.awareness);
  encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(awareness, clients));
  return encoding.toUint8Array(encoder);
}
