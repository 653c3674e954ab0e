import {
  CatalogOpeningSchema,
  inches,
  readNode,
  writeWall,
  type CatalogOpening,
  type PlacedOpening,
} from '@kitchensync/schemas';
import * as Y from 'yjs';

/** Catalogue openings like the seeded ones, sizes in inches. */
export const WINDOW_36 = CatalogOpeningSchema.parse({
  id: 'window-single-36',
  kind: 'Single Window',
  name: 'Single-hung Window 36" x 48"',
  file: 'procedural:opening/window-single-36',
  dimensions: { x: inches(36), y: inches(48), z: inches(6) },
  sceneries: [
    { name: 'Garden', url: '/catalogue/sceneries/garden.jpg' },
    { name: 'Lake', url: '/catalogue/sceneries/lake.jpg' },
  ],
});

export const DOOR_32: CatalogOpening = CatalogOpeningSchema.parse({
  id: 'door-interior-32',
  kind: 'Interior Door',
  name: 'Interior Door 32"',
  file: 'procedural:opening/door-interior-32',
  dimensions: { x: inches(32), y: inches(80), z: inches(4.5) },
});

/** A document with a 120-inch wall along x from the origin, 96" high; the room is on its +z side. */
export function roomDoc(): Y.Doc {
  const doc = new Y.Doc();
  writeWall(doc, {
    id: 'wall_north',
    position: { x: 0, z: 0 },
    dimensions: { x: inches(120), y: inches(96), z: inches(4.5) },
    angle: 0,
  });
  return doc;
}

export function opening(doc: Y.Doc, id: string): PlacedOpening {
  const found = readNode(doc, 'opening', id);
  if (found === null) throw new Error(`no opening ${id}`);
  return found;
}

/** The opening's left, bottom, width and height in inches, to 1/1000. */
export function boxInchesOf(placed: PlacedOpening): [number, number, number, number] {
  const of = (meters: number) => Math.round((meters / inches(1)) * 1000) / 1000;
  return [of(placed.position.x), of(placed.position.y), of(placed.dimensions.x), of(placed.dimensions.y)];
}
