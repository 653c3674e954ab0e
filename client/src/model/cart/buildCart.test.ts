import type { Backsplash, Design, PlacedModel, PlacedOpening, Wall } from '@kitchensync/schemas';
import { BacksplashSchema, PlacedOpeningSchema, WallSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { backsplashArea } from '../backsplash/backsplashArea';
import { backsplashStrips } from '../backsplash/backsplashStrips';
import { placedModelFixture } from '../modelParts/placedModelFixture';
import { buildCart, type CartInput, type FinishProduct } from './buildCart';

const INCH = 0.0254;

/** A 4 × 3 m room drawn as four walls, 96" high. */
function room(): Wall[] {
  const corners = [
    [0, 0],
    [4, 0],
    [4, 3],
    [0, 3],
  ] as const;
  return corners.map(([x, z], index) => {
    const [nx, nz] = corners[(index + 1) % 4]!;
    const length = Math.hypot(nx - x, nz - z);
    // A wall is stored by its start, its length and its angle (the end lies at -sin(angle) in z).
    return WallSchema.parse({
      id: `wall_${index}`,
      position: { x, y: 0, z },
      angle: Math.atan2(-(nz - z), nx - x),
      dimensions: { x: length, y: 96 * INCH, z: 4 * INCH },
    });
  });
}

const PRICES: Record<string, number | null> = {
  b36: 420.5,
  w3030: 199.99,
  w3630: 231,
  bf3: 35,
  bep24: 96,
  dw24: null,
};
/** The account's own price for the W3630, which wins over the catalogue's 231. */
const OVERRIDES: Record<string, number> = { w3630: 250 };

function kitchen(): PlacedModel[] {
  const base = {
    modelType: 'base' as const,
    catalogStyleId: 'shaker-white',
    countertop: true,
    toeKick: true,
  };
  return [
    placedModelFixture({
      ...base,
      id: 'model_b1',
      catalogModelId: 'b36',
      modelCode: 'B36',
      modelName: 'Base 36',
      inches: [36, 34.5, 24],
    }),
    placedModelFixture({
      ...base,
      id: 'model_b2',
      catalogModelId: 'b36',
      modelCode: 'B36',
      modelName: 'Base 36',
      inches: [36, 34.5, 24],
    }),
    placedModelFixture({
      id: 'model_w1',
      catalogModelId: 'w3030',
      modelCode: 'W3030',
      modelName: 'Wall 30',
      modelType: 'wall',
      catalogStyleId: 'shaker-white',
      crownMolding: true,
      crownLeftMolding: true,
      inches: [30, 30, 12],
    }),
    placedModelFixture({
      id: 'model_w2',
      catalogModelId: 'w3630',
      modelCode: 'W3630',
      modelName: 'Wall 36',
      modelType: 'wall',
      catalogStyleId: 'shaker-white',
      crownMolding: true,
      crownRightMolding: true,
      inches: [36, 30, 12],
    }),
    placedModelFixture({
      id: 'model_f1',
      catalogModelId: 'bf3',
      modelCode: 'BF3',
      modelName: 'Base Filler 3',
      modelType: 'base',
      modelSubcategory: 'filler',
      inches: [3, 34.5, 24],
    }),
    placedModelFixture({
      id: 'model_p1',
      catalogModelId: 'bep24',
      modelCode: 'BEP24',
      modelName: 'Base End Panel',
      modelType: 'accessory',
      inches: [0.75, 34.5, 24],
    }),
    placedModelFixture({
      id: 'model_dw',
      catalogModelId: 'dw24',
      modelCode: 'DW24',
      modelName: 'Dishwasher',
      modelType: 'appliance',
      inches: [24, 34.5, 24],
    }),
  ];
}

const FINISHES: Record<string, FinishProduct> = {
  'countertop:granite': { name: 'Granite', pricePerSquareMeter: 150 },
  'flooring:oak': { name: 'Oak planks', pricePerSquareMeter: 30.555 },
};

function input(
  models: PlacedModel[],
  design: Partial<Pick<Design, 'countertop' | 'flooring' | 'backsplash'>> = {},
): CartInput {
  return {
    models,
    walls: room(),
    openings: [],
    design: { countertop: null, flooring: null, backsplash: null, ...design },
    unitPriceOf: (model) => OVERRIDES[model.catalogModelId] ?? PRICES[model.catalogModelId] ?? null,
    moldings: {
      crown: {
        catalogModelId: 'cm8',
        code: 'CM8',
        name: "Crown Molding 8'",
        pieceLength: 96 * INCH,
        unitPrice: 68,
      },
      toeKick: {
        catalogModelId: 'tk8',
        code: 'TK8',
        name: "Toe Kick 8'",
        pieceLength: 96 * INCH,
        unitPrice: 24,
      },
    },
    finishOf: (kind, id) => FINISHES[`${kind}:${id}`] ?? null,
  };
}

const countertop = { id: 'granite' } as Design['countertop'];
const flooring = {
  id: 'oak',
  overhang: { left: 0, right: 0, top: 0, bottom: 0 },
} as Design['flooring'];

describe('buildCart', () => {
  it('prices a fixture kitchen line by line as computed by hand, with overrides, moldings by length and areas', () => {
    const cart = buildCart(input(kitchen(), { countertop, flooring }));
    const summary = cart.groups.map((group) => ({
      group: group.id,
      subtotal: group.subtotalCents,
      lines: group.lines.map((line) => [
        line.code || line.name,
        line.quantity,
        line.unitPriceCents,
        line.amountCents,
      ]),
    }));
    expect(summary).toEqual([
      {
        group: 'cabinets',
        subtotal: 129_099,
        lines: [
          ['B36', 2, 42_050, 84_100],
          ['W3030', 1, 19_999, 19_999],
          // The account's override (250), not the catalogue's 231.
          ['W3630', 1, 25_000, 25_000],
        ],
      },
      {
        group: 'fillersAndPanels',
        subtotal: 13_100,
        lines: [
          ['BEP24', 1, 9_600, 9_600],
          ['BF3', 1, 3_500, 3_500],
        ],
      },
      { group: 'appliances', subtotal: 0, lines: [['DW24', 1, null, null]] },
      {
        group: 'accessoriesAndMolding',
        subtotal: 9_200,
        lines: [
          // Crown: 30" + 12" left return + 36" + 12" right return = 90", one 8' piece.
          ['CM8', 1, 6_800, 6_800],
          // Toe kick under the two B36 fronts only: 72", one 8' piece.
          ['TK8', 1, 2_400, 2_400],
        ],
      },
      // Two slabs of 36" × 25" (24" deep plus 1" nosing) = 1800 sq in = 1.16 m², at 150 a m².
      { group: 'countertop', subtotal: 17_400, lines: [['Granite', 1.16, 15_000, 17_400]] },
      // 4 × 3 m at 30.555, rounded to 30.56 a m² first: 12 × 30.56 = 366.72.
      { group: 'flooring', subtotal: 36_672, lines: [['Oak planks', 12, 3_056, 36_672]] },
    ]);
    expect(cart.totalCents).toBe(129_099 + 13_100 + 9_200 + 17_400 + 36_672);
    expect(cart.hasUnpriced).toBe(true);
    const moldings = cart.groups.find((group) => group.id === 'accessoriesAndMolding')!.lines;
    expect(moldings[0]?.coveredLength).toBeCloseTo(90 * INCH, 4);
    expect(moldings[0]?.modelIds).toEqual(['model_w1', 'model_w2']);
    expect(moldings[1]?.coveredLength).toBeCloseTo(72 * INCH, 4);
    const appliances = cart.groups.find((group) => group.id === 'appliances')!;
    expect(appliances.hasUnpriced).toBe(true);
  });

  it('counts identical models on one line that names every one of them, and a resized one on its own', () => {
    const models = kitchen();
    const resized = {
      ...models[0]!,
      id: 'model_b3',
      dimensions: { ...models[0]!.dimensions, width: 33 * INCH },
    };
    const cabinets = buildCart(input([...models, resized])).groups[0]!;
    expect(cabinets.lines[0]).toMatchObject({ code: 'B36', quantity: 2, modelIds: ['model_b1', 'model_b2'] });
    expect(cabinets.lines.find((line) => line.modelIds.includes('model_b3'))).toMatchObject({
      code: 'B36',
      quantity: 1,
      modelIds: ['model_b3'],
    });
  });

  it('cuts a molding run longer than a piece into as many pieces as cover it', () => {
    const runs = Array.from({ length: 4 }, (_, index) =>
      placedModelFixture({
        id: `model_w${index}`,
        catalogModelId: 'w3630',
        modelType: 'wall',
        crownMolding: true,
        inches: [36, 30, 12],
      }),
    );
    // 4 × 36" = 144": two 96" pieces; exactly 96" would be one.
    const crown = buildCart(input(runs))
      .groups.flatMap((group) => group.lines)
      .find((line) => line.code === 'CM8');
    expect(crown).toMatchObject({ quantity: 2, unit: 'length', amountCents: 13_600 });
    expect(crown?.coveredLength).toBeCloseTo(144 * INCH, 4);
    const exact = buildCart(
      input(
        runs
          .slice(0, 2)
          .map((model) => ({ ...model, dimensions: { ...model.dimensions, width: 48 * INCH } })),
      ),
    );
    expect(exact.groups.flatMap((group) => group.lines).find((line) => line.code === 'CM8')?.quantity).toBe(
      1,
    );
  });

  it('lists a finish or molding the catalogue does not price as price on request, outside the total', () => {
    const cart = buildCart({
      ...input(kitchen().slice(0, 1), { countertop: { id: 'marble' } as Design['countertop'] }),
      moldings: { crown: null, toeKick: null },
    });
    const lines = cart.groups.flatMap((group) => group.lines);
    expect(lines.find((line) => line.group === 'countertop')).toMatchObject({
      name: 'marble',
      unitPriceCents: null,
      amountCents: null,
    });
    expect(lines.find((line) => line.name === 'Toe kick')).toMatchObject({ quantity: 1, amountCents: null });
    expect(cart.totalCents).toBe(42_050);
  });

  it('adds rounded line amounts, so the lines always sum to the total shown', () => {
    const cheap = Array.from({ length: 3 }, (_, index) =>
      placedModelFixture({
        id: `model_${index}`,
        catalogModelId: `knob${index}`,
        modelType: 'accessory',
        inches: [1, 1, 1],
      }),
    );
    const cart = buildCart({ ...input(cheap), unitPriceOf: () => 0.335 });
    const amounts = cart.groups.flatMap((group) => group.lines).map((line) => line.amountCents);
    expect(amounts).toEqual([34, 34, 34]);
    expect(cart.totalCents).toBe(102);
  });
});

describe('buildCart: the backsplash line', () => {
  const SQUARE_INCH = INCH * INCH;

  /** A model `width` × `height` × `depth` inches with its back on the room face of wall_0 (2" thick to its middle), `left` inches along it. */
  function againstWall0(
    id: string,
    left: number,
    [width, height, depth]: [number, number, number],
    fields: Parameters<typeof placedModelFixture>[0] = {},
    bottom = 0,
  ): PlacedModel {
    return placedModelFixture({
      id: `model_${id}`,
      catalogModelId: id,
      modelCode: id,
      modelType: 'base',
      countertop: true,
      position: { x: (left + width / 2) * INCH, y: bottom * INCH, z: (2 + depth / 2) * INCH },
      inches: [width, height, depth],
      ...fields,
    });
  }

  /** Two 36" base cabinets 24"–96" along wall_0; their countertop's top is 36" up. */
  const RUN = [againstWall0('B36a', 24, [36, 34.5, 24]), againstWall0('B36b', 60, [36, 34.5, 24])];
  /** A 24" × 36" window in wall_0, 70"–94" along it, from 44" up. */
  const WINDOW = PlacedOpeningSchema.parse({
    id: 'opening_window',
    opening_id: 'window-24',
    wall_id: 'wall_0',
    kind: 'Single Window',
    name: 'Window',
    position: { x: 70 * INCH, y: 44 * INCH, z: 0 },
    dimensions: { x: 24 * INCH, y: 36 * INCH, z: 4 * INCH },
  });

  function backsplashOf(fields: Partial<Backsplash>): Backsplash {
    return BacksplashSchema.parse({ walls: ['wall_0', 'wall_1'], textureId: 'subway', ...fields });
  }

  function backsplashLine(models: PlacedModel[], backsplash: Backsplash, openings: PlacedOpening[] = []) {
    const cart = buildCart({
      ...input(models, { backsplash }),
      openings,
      finishOf: () => ({ name: 'Subway tile', pricePerSquareMeter: 80 }),
    });
    return cart.groups.find((group) => group.id === 'backsplash')?.lines[0] ?? null;
  }

  it('prices the tile drawn over the countertops, not the chosen walls’ length: a bare wall adds nothing', () => {
    const line = backsplashLine(RUN, backsplashOf({ size: 'custom', height: 18 * INCH }));
    // 72" × 18" = 1296 in² = 0.836 m² → 0.84 m² at 80 = 67.20 (the whole 7 m of both walls would be 3.2 m²).
    expect(line).toMatchObject({ unit: 'area', quantity: 0.84, unitPriceCents: 8_000, amountCents: 6_720 });
  });

  it('counts less where a window over the countertop cuts the backsplash', () => {
    const backsplash = backsplashOf({ size: 'custom', height: 18 * INCH });
    // The window takes 24" × 10" (44" to the backsplash's top at 54") out of 1296 in².
    expect(backsplashLine(RUN, backsplash, [WINDOW])?.quantity).toBe(
      Math.round((1296 - 240) * SQUARE_INCH * 100) / 100,
    );
    expect(backsplashLine(RUN, backsplash, [WINDOW])!.quantity).toBeLessThan(
      backsplashLine(RUN, backsplash)!.quantity,
    );
  });

  it('stops under a wall cabinet, as the drawing does', () => {
    const withCabinet = [
      ...RUN,
      againstWall0('W3630', 24, [36, 30, 12], { modelType: 'wall', countertop: false }, 54),
    ];
    // Fill: up to the cabinet's underside (54") over 24"–60", up to the 96" ceiling over 60"–96".
    expect(backsplashLine(withCabinet, backsplashOf({ size: 'fill' }))?.quantity).toBe(
      Math.round((36 * 18 + 36 * 60) * SQUARE_INCH * 100) / 100,
    );
  });

  it('gives a wall with only a 30" range the stretch behind the range', () => {
    const range = againstWall0('R30', 40, [30, 36, 27], {
      modelType: 'appliance',
      applianceType: 'range and oven',
      modelName: 'Freestanding Range 30"',
      countertop: false,
    });
    // Fill from the range's 36" top to the 96" ceiling, 30" wide: 1800 in² = 1.16 m².
    expect(backsplashLine([range], backsplashOf({ size: 'fill' }))?.quantity).toBe(1.16);
  });

  it('is the area of the strips the 3D view and the elevations draw, with hidden models and openings still counted', () => {
    const models = [...RUN, { ...againstWall0('B30', 100, [30, 34.5, 24]), visible: false }];
    const backsplash = backsplashOf({ size: 'big' });
    const drawn = backsplashArea(
      backsplashStrips({
        walls: room(),
        models: models.map((model) => ({ ...model, visible: true })),
        openings: [WINDOW],
        backsplash,
      }),
    );
    expect(drawn).toBeGreaterThan(0);
    expect(backsplashLine(models, backsplash, [{ ...WINDOW, visible: false }])?.quantity).toBe(
      Math.round(drawn * 100) / 100,
    );
  });

  it('has no line without tile to lay (no countertop or range on the chosen walls) or with None chosen', () => {
    expect(backsplashLine([], backsplashOf({ size: 'fill' }))).toBeNull();
    expect(backsplashLine(RUN, backsplashOf({ textureId: null }))).toBeNull();
  });
});
