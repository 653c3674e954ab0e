import * as Y from 'yjs';
import { Replica } from './Replica';
import type { SeededRandom } from './seededRandom';
import type { SyncMessage } from './syncMessage';

interface Link {
  readonly replica: Replica;
  online: boolean;
  readonly toHub: SyncMessage[];
  readonly toReplica: SyncMessage[];
}

/** How often a delivery breaks the order of a queue or leaves its message there to arrive again. */
const REORDER_PROBABILITY = 0.3;
const DUPLICATE_PROBABILITY = 0.1;

/**
 * Replicas joined to one hub document (the collab-server's) through queues that only move when the
 * fuzz says so, so that every delivery order, duplicate and lost connection can be replayed from a
 * seed. The hub follows y-websocket's server: it answers sync step 1 with step 2, applies a step 2
 * like an update, and forwards what it applied to every other connected replica.
 */
export class SimulatedNetwork {
  readonly replicas: readonly Replica[];
  private readonly links: readonly Link[];
  private readonly clientIds = new Set<number>();

  constructor(
    readonly hub: Y.Doc,
    replicaCount: number,
    random: SeededRandom,
  ) {
    this.clientIds.add(hub.clientID);
    this.links = Array.from({ length: replicaCount }, (_, index) => ({
      replica: new Replica(`r${index}`, this.newClientId(random)),
      online: false,
      toHub: [],
      toReplica: [],
    }));
    this.replicas = this.links.map((link) => link.replica);
    hub.on('update', (update: Uint8Array, origin: unknown) => {
      for (const link of this.links) {
        if (link.online && link !== origin) link.toReplica.push({ type: 'update', update });
      }
    });
    for (const link of this.links) this.sendUpdatesOf(link, link.replica.doc);
  }

  isOnline(replica: Replica): boolean {
    return this.linkOf(replica).online;
  }

  /** Opens the connection; both sides start with sync step 1, as y-websocket's client and server do. */
  connect(replica: Replica): void {
    const link = this.linkOf(replica);
    if (link.online) return;
    link.online = true;
    link.toHub.push({ type: 'syncStep1', stateVector: Y.encodeStateVector(replica.doc) });
    link.toReplica.push({ type: 'syncStep1', stateVector: Y.encodeStateVector(this.hub) });
  }

  /**
   * Closes the connection. Messages in flight are either lost, as with a dropped socket, or held
   * and delivered once it reconnects, as with a stalled one.
   */
  disconnect(replica: Replica, keepQueues: boolean): void {
    const link = this.linkOf(replica);
    link.online = false;
    if (!keepQueues) {
      link.toHub.length = 0;
      link.toReplica.length = 0;
    }
  }

  /** Closes the replica's tab and opens it again, offline until it reconnects. */
  reload(replica: Replica, random: SeededRandom): void {
    const link = this.linkOf(replica);
    this.disconnect(replica, false);
    this.sendUpdatesOf(link, replica.reload(this.newClientId(random)));
  }

  /** Delivers one queued message of a connected replica, chosen by the seed; false when none is queued. */
  deliverOne(random: SeededRandom): boolean {
    const queues = this.links
      .filter((link) => link.online)
      .flatMap((link) => [
        { link, toHub: true, queue: link.toHub },
        { link, toHub: false, queue: link.toReplica },
      ])
      .filter(({ queue }) => queue.length > 0);
    if (queues.length === 0) return false;
    const { link, toHub, queue } = random.pick(queues);
    const index = random.chance(REORDER_PROBABILITY) ? random.int(0, queue.length - 1) : 0;
    const message = queue[index]!;
    if (!random.chance(DUPLICATE_PROBABILITY)) queue.splice(index, 1);
    if (toHub) this.receiveAtHub(link, message);
    else this.receiveAtReplica(link, message);
    return true;
  }

  /** Connects every replica and delivers until nothing is queued, still in the seed's order. */
  settle(random: SeededRandom): void {
    for (const replica of this.replicas) this.connect(replica);
    while (this.deliverOne(random));
  }

  private receiveAtHub(link: Link, message: SyncMessage): void {
    if (message.type === 'syncStep1') {
      link.toReplica.push({
        type: 'syncStep2',
        update: Y.encodeStateAsUpdate(this.hub, message.stateVector),
      });
    } else {
      Y.applyUpdate(this.hub, message.update, link);
    }
  }

  private receiveAtReplica(link: Link, message: SyncMessage): void {
    const { doc } = link.replica;
    if (message.type === 'syncStep1') {
      link.toHub.push({ type: 'syncStep2', update: Y.encodeStateAsUpdate(doc, message.stateVector) });
    } else {
      Y.applyUpdate(doc, message.update, link);
    }
  }

  private sendUpdatesOf(link: Link, doc: Y.Doc): void {
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      // A provider sends only while connected; offline edits travel in the next sync step 2.
      if (link.online && origin !== link) link.toHub.push({ type: 'update', update });
    });
  }

  /** A client id no document on this network has had, as two Y.Docs sharing one would corrupt both. */
  private newClientId(random: SeededRandom): number {
    let clientId = random.int(1, 2 ** 31 - 1);
    while (this.clientIds.has(clientId)) clientId = random.int(1, 2 ** 31 - 1);
    this.clientIds.add(clientId);
    return clientId;
  }

  private linkOf(replica: Replica): Link {
    const link = this.links.find((candidate) => candidate.replica === replica);
    if (link === undefined) throw new Error(`${replica.name} is not on this network`);
    return link;
  }
}
