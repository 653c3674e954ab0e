import { describe, expect, it } from 'vitest';
import { BACKSPLASH_DEFAULT_CUSTOM_HEIGHT, BACKSPLASH_SMALL_HEIGHT, BacksplashSchema } from './backsplash';
import { CartSchema, cartTotal } from './cart';
import { DESIGN_FIELDS, DesignSchema } from './design';
import { FlooringSchema, wrapFlooringRotation } from './flooring';
import { ISLAND_WALL_DEFAULT_HEIGHT, IslandWallSchema } from './islandWall';
import { NOTE_DEFAULT_COLOR, NoteSchema } from './note';
import { DEFAULT_CATALOG_STYLE_ID, PlacedModelSchema } from './placedModel';
import { PlacedOpeningSchema } from './placedOpening';
import { PointLightSchema } from './pointLight';
import { SaveDocumentSchema, searchFilename } from './saveDocument';
import { SaveFileContentsSchema } from './saveFileContents';
import { SOFFIT_AUTOMATIC_DEPTH, SoffitSchema, soffitDepth } from './soffit';

const origin = { x: 0, y: 0, z: 0 };
const box = { width: 0.6, height: 0.87, depth: 0.6 };

describe('document nodes', () => {
  it('gives a placed model the default style and no crown molding, toe kick or handles override', () => {
    const model = PlacedModelSchema.parse({
      id: 'model_1',
      catalogModelId: 'B24',
      position: origin,
      dimensions: box,
    });
    expect(model.catalogStyleId).toBe(DEFAULT_CATALOG_STYLE_ID);
    expect(model).toMatchObject({
      crownMolding: false,
      crownLeftMolding: false,
      crownRightMolding: false,
      toeKick: false,
      handles: null,
      additionalModels: [],
      programKeys: [],
      overhang: { left: 0, right: 0, top: 0, bottom: 0 },
      modelType: 'uncategorized',
      visible: true,
      locked: false,
    });
  });

  it('keeps fields of a placed model that this version does not know', () => {
    const model = PlacedModelSchema.parse({
      id: 'model_1',
      catalogModelId: 'B24',
      position: origin,
      dimensions: box,
      futureField: { nested: [1, 2] },
    });
    expect(model).toHaveProperty('futureField', { nested: [1, 2] });
  });

  it('refuses a model type outside the spec and a negative overhang', () => {
    const base = { id: 'model_1', catalogModelId: 'B24', position: origin, dimensions: box };
    expect(PlacedModelSchema.safeParse({ ...base, modelType: 'sofa' }).success).toBe(false);
    expect(
      PlacedModelSchema.safeParse({ ...base, overhang: { left: -1, right: 0, top: 0, bottom: 0 } }).success,
    ).toBe(false);
  });

  it('makes an island wall 34.5 inches high with its panel visible', () => {
    const island = IslandWallSchema.parse({
      id: 'islandWall_1',
      width: 2,
      position: { x: 0, z: 0 },
      firstPoint: { x: -1, z: 0 },
      lastPoint: { x: 1, z: 0 },
    });
    expect(island.height).toBeCloseTo(34.5 * 0.0254, 12);
    expect(ISLAND_WALL_DEFAULT_HEIGHT).toBe(island.height);
    expect(island.panelVisible).toBe(true);
  });

  it('requires an opening to name its wall by a wall id', () => {
    const opening = { id: 'opening_1', opening_id: 'door-36', position: origin, dimensions: origin };
    expect(PlacedOpeningSchema.safeParse({ ...opening, wall_id: 'wall_7' }).success).toBe(true);
    expect(PlacedOpeningSchema.safeParse({ ...opening, wall_id: 'model_7' }).success).toBe(false);
  });

  it('writes notes in dark red on a fully opaque background', () => {
    const note = NoteSchema.parse({ id: 'note_1', position: origin });
    expect(note.color).toBe(NOTE_DEFAULT_COLOR);
    expect(note.background_opacity).toBe(100);
  });

  it('gives a point light intensity 1 and no shadow', () => {
    expect(PointLightSchema.parse({ id: 'pointLight_1', x: 0, y: 2, z: 0 })).toMatchObject({
      intensity: 1,
      shadow: false,
      lightVisible: true,
    });
  });

  it('wraps flooring rotation into 0 to 360 degrees', () => {
    expect(wrapFlooringRotation(370)).toBe(10);
    expect(wrapFlooringRotation(-90)).toBe(270);
    expect(Object.is(wrapFlooringRotation(-360), 0)).toBe(true);
    expect(wrapFlooringRotation(wrapFlooringRotation(-1e-13))).toBe(wrapFlooringRotation(-1e-13));
    expect(FlooringSchema.parse({ id: 'oak', rotation: 720 }).rotation).toBe(0);
  });

  it('makes a small backsplash 4 inches and a zero custom height 4.25 inches', () => {
    expect(BacksplashSchema.parse({}).height).toBe(BACKSPLASH_SMALL_HEIGHT);
    expect(BacksplashSchema.parse({ size: 'custom', height: 0 }).height).toBe(
      BACKSPLASH_DEFAULT_CUSTOM_HEIGHT,
    );
    expect(BACKSPLASH_DEFAULT_CUSTOM_HEIGHT).toBeCloseTo(4.25 * 0.0254, 12);
  });

  it('gives soffits of each creation type their depth: automatic 2 inches, 12, 24 or the custom value', () => {
    expect(soffitDepth('automatic', 12)).toBe(SOFFIT_AUTOMATIC_DEPTH);
    expect(SOFFIT_AUTOMATIC_DEPTH).toBeCloseTo(0.05, 2);
    expect(soffitDepth('12inch', 30)).toBeCloseTo(0.3048, 12);
    expect(soffitDepth('24inch', 30)).toBeCloseTo(0.6096, 12);
    expect(soffitDepth('custom', 30)).toBeCloseTo(0.762, 12);
  });

  it('keeps a soffit custom depth within 1 to 48 inches, 12 by default, colour white', () => {
    const soffit = { id: 'soffit_1', positionHeight: 2.1, dimensionHeight: 0.3 };
    expect(SoffitSchema.parse(soffit)).toMatchObject({ customDepthValue: 12, color: '#FFFFFF' });
    expect(SoffitSchema.safeParse({ ...soffit, customDepthValue: 0.5 }).success).toBe(false);
    expect(SoffitSchema.safeParse({ ...soffit, customDepthValue: 49 }).success).toBe(false);
  });

  it('adds a cart up to the cent', () => {
    const cart = CartSchema.parse({
      lines: [
        { catalogModelId: 'B24', quantity: 3, unitPrice: 0.1 },
        { catalogModelId: 'W3030', quantity: 1, unitPrice: 199.99 },
      ],
    });
    expect(cartTotal(cart)).toBe(200.29);
  });

  it('starts a design with nothing chosen and a total price of 0', () => {
    const design = DesignSchema.parse({});
    expect(design).toMatchObject({
      flooring: null,
      countertop: null,
      handle: null,
      style: null,
      totalPrice: 0,
    });
    expect(DESIGN_FIELDS).toEqual([
      'flooring',
      'countertop',
      'ceiling',
      'backsplash',
      'style',
      'handle',
      'cart',
      'totalPrice',
      'quote',
    ]);
  });

  it('gives a save document version 2, locked access and viewer general access', () => {
    expect(SaveDocumentSchema.parse({ id: 'legacy-1' })).toMatchObject({
      version: 2,
      access: 'locked',
      generalAccess: 'viewer',
      filename: '',
    });
    expect(searchFilename('  My  Kitchen ')).toBe('my kitchen');
  });

  it('fills every save-file member the spec lists, totalPrice 0', () => {
    const contents = SaveFileContentsSchema.parse({ document: { id: 'save_1' } });
    expect(Object.keys(contents).sort()).toEqual(
      [
        'document',
        'models',
        'pointLights',
        'flooring',
        'countertop',
        'ceiling',
        'openings',
        'islandWalls',
        'backsplash',
        'notes',
        'cart',
        'customMeasurements',
        'soffit',
        'totalPrice',
        'walls',
      ].sort(),
    );
    expect(contents.totalPrice).toBe(0);
  });
});
