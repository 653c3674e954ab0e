import { nodesMap } from '@kitchensync/schemas';
import * as Y from 'yjs';
import { buildKitchenDesign } from '../design/buildKitchenDesign';
import { connectPeerClient, type PeerRoom } from './connectPeerClient';
import type { ProductRooms } from './ProductRooms';
import { waitFor } from './waitFor';

const TIMEOUT_MS = 60_000;
/** Rooms stored at once: enough to be quick, few enough not to be a storm of its own. */
const AT_ONCE = 10;

/**
 * Creates the rooms and stores the same design in each, the way a designer's first session does: an
 * editor writes it, and a second client must see every model before the editor leaves, so that the
 * room holds it whole. Everyone leaves afterwards: the rooms are stored, not held.
 */
export async function storeDesigns(rooms: ProductRooms, count: number, models: number): Promise<PeerRoom[]> {
  const design = buildKitchenDesign(models);
  const stored: PeerRoom[] = [];
  for (let start = 0; start < count; start += AT_ONCE) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(AT_ONCE, count - start) }, () => rooms.create()),
    );
    await Promise.all(batch.map((room) => storeOne(room, design, models)));
    stored.push(...batch);
  }
  return stored;
}

async function storeOne(room: PeerRoom, design: Uint8Array, models: number): Promise<void> {
  const editor = await connectPeerClient(room);
  await editor.synced;
  Y.applyUpdate(editor.doc, design);
  const probe = await connectPeerClient(room);
  const whole = await waitFor(() => nodesMap(probe.doc, 'model').size === models, TIMEOUT_MS, 10);
  probe.destroy();
  editor.destroy();
  if (!whole) throw new Error(`room ${room.name} never served the whole design`);
}
