import {
  CatalogueModelsResponseSchema,
  OpeningsResponseSchema,
  inches,
  type CatalogModel,
  type CatalogOpening,
} from '@kitchensync/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('catalogue-seed-test-secret-0123456789');

/** Spec 001 section 3, copied word for word so the test checks the seed against the spec, not against itself. */
const SPEC_SUBCATEGORIES: Record<string, string[]> = {
  base: ['regular', 'sink', 'drawer', 'corner', 'specialty', 'filler'],
  wall: ['30', '36', '40', '42', 'fridge', 'bridge', 'specialty', 'filler'],
  tall: ['pantry', 'oven', 'filler'],
  vanity: ['sink', 'drawer', 'combo', 'filler'],
  appliance: ['white', 'stainless steel', 'black', 'appliances'],
  decoration: [
    'rug',
    'cat',
    'sink',
    'pot',
    'pitcher',
    'light',
    'glass',
    'window',
    'jar',
    'frame',
    'plant',
    'vase',
    'ceiling',
    'wood panels',
    'other',
  ],
  furniture: ['sofa', 'bed', 'chair', 'extended sofa', 'comfort bed', 'cushion bed', 'table'],
  closets: [
    'shelves',
    'hanging',
    'pull out rack',
    'drawer bases',
    'closet doors',
    'glass doors',
    'knee space',
    'garage drawers',
    'garage doors',
    'wall pantries',
    'desk bases',
    'accessories',
  ],
};
const SPEC_TYPES = [
  'base',
  'wall',
  'tall',
  'vanity',
  'accessory',
  'closets',
  'appliance',
  'furniture',
  'decoration',
  'uncategorized',
];
const SPEC_APPLIANCE_TYPES = [
  'refrigerator',
  'dishwasher and dryer',
  'range and oven',
  'hood',
  'microwave',
  'other',
];

/** Whole inches (to 1/100) of a length in meters. */
const inchesOf = (meters: number) => Math.round((meters / inches(1)) * 100) / 100;

describe('the default catalogue, seeded on first start', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let models: CatalogModel[];
  let openings: CatalogOpening[];

  beforeAll(async () => {
    dir = tempDir('api-catalogue-seed');
    api = await startTestApi(dir.path, SECRET);
    const reply = await apiClient(api.baseUrl)('/catalogue/models');
    expect(reply.status).toBe(200);
    models = CatalogueModelsResponseSchema.parse(reply.body).data;
    const openingsReply = await apiClient(api.baseUrl)('/openings/get', {
      method: 'POST',
      body: { accountId: 'acc_any' },
    });
    openings = OpeningsResponseSchema.parse(openingsReply.body).data;
  });

  afterAll(async () => {
    await api.close();
    dir.remove();
  });

  const of = (type: string, subcategory?: string) =>
    models.filter(
      (model) => model.type === type && (subcategory === undefined || model.subcategory === subcategory),
    );

  it('has models of every model type of spec 001 section 3', () => {
    for (const type of SPEC_TYPES) expect(of(type).length, type).toBeGreaterThan(0);
  });

  it('has models in every subcategory of every type spec 001 section 3 lists', () => {
    for (const [type, subcategories] of Object.entries(SPEC_SUBCATEGORIES)) {
      for (const subcategory of subcategories)
        expect(of(type, subcategory).length, `${type}/${subcategory}`).toBeGreaterThan(0);
    }
  });

  it('has regular base cabinets 24" deep and 34.5" high in every width from 9" to 48" in 3" steps', () => {
    const regular = of('base', 'regular');
    for (const model of regular) {
      expect(inchesOf(model.dimensions!.depth)).toBe(24);
      expect(inchesOf(model.dimensions!.height)).toBe(34.5);
    }
    const widths = regular.map((model) => inchesOf(model.dimensions!.width)).sort((a, b) => a - b);
    expect(widths).toEqual([9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48]);
  });

  it('has wall cabinets 12" deep at each height subcategory 30, 36, 40 and 42, hung at 54"', () => {
    for (const height of [30, 36, 40, 42]) {
      const wall = of('wall', String(height));
      expect(wall.length).toBeGreaterThan(3);
      for (const model of wall) {
        expect(inchesOf(model.dimensions!.height)).toBe(height);
        expect(inchesOf(model.dimensions!.depth)).toBe(12);
        expect(inchesOf(model.defaultHeight)).toBe(54);
      }
    }
  });

  it('has interior and exterior doors 30, 32 and 36" wide at 80", patio doors 72" and 96", garage doors 96" and 192"', () => {
    const sizes = (kind: string) =>
      openings
        .filter((opening) => opening.kind === kind)
        .map((opening) => [inchesOf(opening.dimensions.x), inchesOf(opening.dimensions.y)]);
    for (const kind of ['Interior Door', 'Exterior Door']) {
      expect(sizes(kind), kind).toEqual(
        expect.arrayContaining([
          [30, 80],
          [32, 80],
          [36, 80],
        ]),
      );
    }
    expect(sizes('Patio Door').map(([width]) => width)).toEqual(expect.arrayContaining([72, 96]));
    expect(sizes('Garage Door').map(([width]) => width)).toEqual(expect.arrayContaining([96, 192]));
    for (const kind of ['Single Window', 'Double Window', 'Door Opening', 'Window Opening']) {
      expect(sizes(kind).length, kind).toBeGreaterThan(0);
    }
  });

  it('offers scenery behind every glazed opening and none behind a solid door or a plain opening', () => {
    const glazed = new Set(['Patio Door', 'Single Window', 'Double Window', 'Unique Windows']);
    for (const opening of openings) {
      if (glazed.has(opening.kind)) expect(opening.sceneries.length, opening.id).toBeGreaterThan(0);
      if (opening.kind === 'Interior Door' || opening.kind.endsWith('Opening')) {
        expect(opening.sceneries, opening.id).toEqual([]);
      }
    }
  });

  it('has tall pantries and oven cabinets at 84, 90 and 96 inches', () => {
    for (const subcategory of ['pantry', 'oven']) {
      const heights = new Set(of('tall', subcategory).map((model) => inchesOf(model.dimensions!.height)));
      expect([...heights].sort()).toEqual([84, 90, 96]);
    }
  });

  it('has appliances of every kind, each kind in the three finishes', () => {
    for (const applianceType of SPEC_APPLIANCE_TYPES) {
      const kind = of('appliance').filter((model) => model.applianceType === applianceType);
      expect(kind.length, applianceType).toBeGreaterThan(0);
      if (applianceType !== 'other') {
        for (const finish of ['stainless steel', 'black', 'white']) {
          expect(
            kind.some((model) => model.subcategory === finish),
            `${applianceType} ${finish}`,
          ).toBe(true);
        }
      }
    }
  });

  it('groups refrigerators and ranges by the size groups of spec 002 section 9', () => {
    const groups = (applianceType: string) =>
      new Set(
        of('appliance')
          .filter((model) => model.applianceType === applianceType)
          .map((model) => model.sizeGroup),
      );
    expect(groups('refrigerator')).toEqual(new Set(['24-28', '30', '33', '36', '42', 'Other']));
    expect(groups('range and oven')).toEqual(new Set(['Range', 'Oven', 'Cooktop']));
  });

  it('prices every cabinet in several collections, each style with its own price, edges, back and lights', () => {
    for (const model of models.filter((item) =>
      ['base', 'wall', 'tall', 'vanity', 'closets'].includes(item.type),
    )) {
      expect(model.styles.length, model.catalogModelId).toBeGreaterThanOrEqual(3);
      for (const style of model.styles) {
        expect(style.price).toBeGreaterThan(0);
        expect(style.edges).not.toBeNull();
        expect(style.back).not.toBeNull();
        expect(style.lightLowHeight).toBeGreaterThan(0);
      }
      expect(new Set(model.styles.map((style) => style.price)).size).toBeGreaterThan(1);
    }
  });

  it('locks some items of every section for the free plan', () => {
    for (const type of ['base', 'wall', 'appliance', 'furniture', 'decoration']) {
      expect(
        of(type).some((model) => model.locked),
        type,
      ).toBe(true);
      expect(
        of(type).some((model) => !model.locked),
        type,
      ).toBe(true);
    }
  });

  it('seeds once: a restart on the same data keeps one copy of every item', async () => {
    await api.close();
    api = await startTestApi(dir.path, SECRET);
    const reply = await apiClient(api.baseUrl)('/catalogue/models');
    expect(CatalogueModelsResponseSchema.parse(reply.body).data).toEqual(models);
    expect(await api.storage.catalogue.seedVersion()).toBeGreaterThan(0);
  });
});
