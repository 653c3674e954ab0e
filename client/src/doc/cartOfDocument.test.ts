import { updateNode, writeNode, type PlacedModelInput } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { cartOfDocument, type CartPrices } from './cartOfDocument';

const INCH = 0.0254;
const PRICES: CartPrices = {
  unitPriceOf: (model) => ({ b36: 400, w3030: 200 })[model.catalogModelId] ?? null,
  moldings: {
    crown: {
      catalogModelId: 'cm8',
      code: 'CM8',
      name: "Crown Molding 8'",
      pieceLength: 96 * INCH,
      unitPrice: 68,
    },
    toeKick: null,
  },
  finishOf: () => null,
};

const cabinet = (id: string, catalogModelId: string, x: number): PlacedModelInput => ({
  id,
  catalogModelId,
  modelCode: catalogModelId.toUpperCase(),
  modelType: catalogModelId.startsWith('w') ? 'wall' : 'base',
  position: { x, y: 0, z: 0 },
  dimensions: { width: 30 * INCH, height: 30 * INCH, depth: 12 * INCH },
});

function exchange(a: Y.Doc, b: Y.Doc): void {
  const fromA = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const fromB = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, fromA);
  Y.applyUpdate(a, fromB);
}

describe('cartOfDocument', () => {
  it('gives two replicas the same cart, holding both of their concurrent edits, once they have merged', () => {
    const first = new Y.Doc();
    const second = new Y.Doc();
    writeNode(first, 'model', cabinet('model_a', 'w3030', 0));
    exchange(first, second);

    // At the same time: one adds a base cabinet, the other asks the wall cabinet for crown molding.
    writeNode(first, 'model', cabinet('model_b', 'b36', 1));
    updateNode(second, 'model', 'model_a', { crownMolding: true });
    expect(cartOfDocument(first, PRICES).totalCents).toBe(60_000);
    expect(cartOfDocument(second, PRICES).totalCents).toBe(20_000 + 6_800);

    exchange(first, second);
    const merged = cartOfDocument(first, PRICES);
    expect(cartOfDocument(second, PRICES)).toEqual(merged);
    expect(merged.totalCents).toBe(40_000 + 20_000 + 6_800);
    expect(merged.groups.flatMap((group) => group.lines.map((line) => line.code))).toEqual([
      'B36',
      'W3030',
      'CM8',
    ]);
  });
});
