import type { PeerRoom } from './connectPeerClient';
import type { ProductPeer } from './ProductPeer';
import { ProductSession } from './ProductSession';

/** A signed-in user may hold 32 sockets; ten saves each keep a two-socket join storm within that. */
const SAVES_PER_GUEST = 10;

/**
 * Where the client process gets rooms: for ours, saves created through the api by guests (each save's
 * owner opens its sockets, with a ticket fetched per socket); for the references, fresh names.
 */
export class ProductRooms {
  private readonly sessions: ProductSession[] = [];
  private created = 0;

  constructor(
    readonly peer: ProductPeer,
    readonly baseUrl: string,
  ) {}

  async create(): Promise<PeerRoom> {
    const index = this.created++;
    if (this.peer !== 'kitchensync') return { peer: this.peer, baseUrl: this.baseUrl, name: `room-${index}` };
    const guest = Math.floor(index / SAVES_PER_GUEST);
    this.sessions[guest] ??= await ProductSession.guest(this.baseUrl, `bench-${guest}@example.com`);
    const session = this.sessions[guest];
    const saveId = await session.createSave(`Bench kitchen ${index}`);
    return { peer: this.peer, baseUrl: this.baseUrl, name: saveId, ticket: () => session.ticket(saveId) };
  }
}
