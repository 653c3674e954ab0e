import { FREE_PLAN_SAVES_LIMIT } from '@kitchensync/schemas';
import type { PeerRoom } from './connectPeerClient';
import type { ProductPeer } from './ProductPeer';
import { ProductSession } from './ProductSession';

/** A guest's plan keeps this many saves; each of them joined twice stays within 32 sockets per user. */
const SAVES_PER_GUEST = FREE_PLAN_SAVES_LIMIT;

/**
 * Where the client process gets rooms: for ours, saves created through the api by guests (each save's
 * owner opens its sockets, with a ticket fetched per socket); for the references, fresh names.
 */
export class ProductRooms {
  /** Promises, so that rooms created at once share their guest's one sign-in. */
  private readonly sessions: Promise<ProductSession>[] = [];
  private created = 0;

  constructor(
    readonly peer: ProductPeer,
    readonly baseUrl: string,
  ) {}

  async create(): Promise<PeerRoom> {
    const index = this.created++;
    if (this.peer !== 'kitchensync') return { peer: this.peer, baseUrl: this.baseUrl, name: `room-${index}` };
    const guest = Math.floor(index / SAVES_PER_GUEST);
    this.sessions[guest] ??= ProductSession.guest(this.baseUrl, `bench-${guest}@example.com`);
    const session = await this.sessions[guest];
    const saveId = await session.createSave(`Bench kitchen ${index}`);
    return { peer: this.peer, baseUrl: this.baseUrl, name: saveId, ticket: () => session.ticket(saveId) };
  }
}
