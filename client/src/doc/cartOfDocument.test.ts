import {
  updateNode,
  writeDesignField,
  writeNode,
  writeWall,
  type PlacedModelInput,
} from '@kitchensync/schemas';
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

  it('cuts the backsplash line round the windows the document holds, as the drawing does', () => {
    const doc = new Y.Doc();
    writeWall(doc, {
      id: 'wall_north',
      position: { x: 0, z: 0 },
      dimensions: { x: 120 * INCH, y: 96 * INCH, z: 4 * INCH },
      angle: 0,
    });
    // A 60" base cabinet 2" to 62" along the wall, its countertop's top 36" up.
    writeNode(doc, 'model', {
      ...cabinet('model_run', 'b60', 0),
      position: { x: 32 * INCH, y: 0, z: 14 * INCH },
      dimensions: { width: 60 * INCH, height: 34.5 * INCH, depth: 24 * INCH },
      countertop: true,
    });
    writeDesignField(doc, 'backsplash', {
      walls: ['wall_north'],
      textureId: 'subway',
      size: 'custom',
      height: 24 * INCH,
    });
    const area = () =>
      cartOfDocument(doc, PRICES).groups.find((group) => group.id === 'backsplash')!.lines[0]!.quantity;
    // 60" × 24" = 1440 in² = 0.93 m².
    expect(area()).toBe(0.93);
    writeNode(doc, 'opening', {
      id: 'opening_window',
      opening_id: 'window-24',
      wall_id: 'wall_north',
      kind: 'Single Window',
      name: 'Window',
      position: { x: 20 * INCH, y: 44 * INCH, z: 0 },
      dimensions: { x: 24 * INCH, y: 36 * INCH, z: 4 * INCH },
    });
    // Less the window's 24" × 16" (44" to the backsplash's top at 60"): 1056 in² = 0.68 m².
    expect(area()).toBe(0.68);
  });
});
