import {
  CatalogModelSchema,
  inches,
  readNode,
  writeWall,
  type CatalogModel,
  type CatalogModelInput,
  type PlacedModel,
} from '@kitchensync/schemas';
import * as Y from 'yjs';
import { placeModel } from './placeModel';
import { transactionCheckpoint } from './runModelCommand';

/** Catalogue models like the seeded ones (sizes in inches, stored in meters), for command tests. */
export function catalogModel(
  input: Partial<CatalogModelInput> & { size: [number, number, number] },
): CatalogModel {
  const { size, ...rest } = input;
  const dimensions = { width: inches(size[0]), height: inches(size[1]), depth: inches(size[2]) };
  return CatalogModelSchema.parse({
    catalogModelId: 'b24',
    name: 'Base 24"',
    code: 'B24',
    type: 'base',
    subcategory: 'regular',
    dimensions,
    defaultDimensions: dimensions,
    ...rest,
  });
}

export const BASE_24 = catalogModel({
  size: [24, 34.5, 24],
  styles: [
    {
      catalogStyleId: 'shaker-white',
      model: 'procedural:base/regular',
      price: 342,
      edges: 'white',
      back: 'white',
    },
    {
      catalogStyleId: 'natural-oak',
      model: 'procedural:base/regular-oak',
      price: 410,
      edges: 'oak',
      back: null,
    },
  ],
});

export const WALL_30 = catalogModel({
  catalogModelId: 'w2430',
  name: 'Wall 24" x 30"',
  code: 'W2430',
  type: 'wall',
  subcategory: '30',
  size: [24, 30, 12],
  styles: [{ catalogStyleId: 'shaker-white', model: 'procedural:wall/30', price: 236 }],
});

export const FRIDGE = catalogModel({
  catalogModelId: 'rf36-ss',
  name: 'Refrigerator 36"',
  code: 'RF36-SS',
  type: 'appliance',
  subcategory: 'stainless steel',
  applianceType: 'refrigerator',
  price: 2199,
  size: [36, 70, 30],
});

export const POT = catalogModel({
  catalogModelId: 'deco-pot',
  name: 'Stock Pot',
  code: 'POT',
  type: 'decoration',
  subcategory: 'pot',
  price: 59,
  size: [11, 8, 11],
});

export const SINK_BASE_36 = catalogModel({
  catalogModelId: 'sb36',
  name: 'Sink Base 36"',
  code: 'SB36',
  subcategory: 'sink',
  size: [36, 34.5, 24],
});

export const UNDERMOUNT_SINK = catalogModel({
  catalogModelId: 'deco-sink',
  name: 'Undermount Sink',
  code: 'SINK30',
  type: 'decoration',
  subcategory: 'sink',
  size: [30, 9, 18],
});

/** A document with one 240-inch wall along x at z = 0; the room is on its +z side. */
export function kitchenDoc(): Y.Doc {
  const doc = new Y.Doc();
  writeWall(doc, {
    id: 'wall_north',
    position: { x: 0, z: 0 },
    dimensions: { x: inches(240), y: inches(96), z: inches(4.5) },
    angle: 0,
  });
  return doc;
}

/** Every transaction's origin and checkpoint label, in order. */
export function recordTransactions(
  doc: Y.Doc,
): { origin: unknown; label: string | null; undoAction: string | null }[] {
  const seen: { origin: unknown; label: string | null; undoAction: string | null }[] = [];
  doc.on('afterTransaction', (transaction: Y.Transaction) => {
    const checkpoint = transactionCheckpoint(transaction);
    seen.push({
      origin: transaction.origin,
      label: checkpoint?.label ?? null,
      undoAction: checkpoint?.undoAction ?? null,
    });
  });
  return seen;
}

export function model(doc: Y.Doc, id: string): PlacedModel {
  const found = readNode(doc, 'model', id);
  if (found === null) throw new Error(`no model ${id}`);
  return found;
}

export function toInches(meters: number): number {
  return meters / inches(1);
}

/** `kitchenDoc` with a 36" sink base against the wall and an undermount sink dropped into it. */
export function kitchenWithSeatedSink(origin: unknown): { doc: Y.Doc; base: string; sink: string } {
  const doc = kitchenDoc();
  const base = placeModel(doc, origin, {
    catalogModel: SINK_BASE_36,
    at: { x: inches(60), z: inches(14.25) },
  });
  const sink = placeModel(doc, origin, {
    catalogModel: UNDERMOUNT_SINK,
    at: { x: inches(62), z: inches(14) },
  });
  return { doc, base, sink };
}
