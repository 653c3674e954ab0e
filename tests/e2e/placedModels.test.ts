import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { shareForViewing, signInAsGuestAndCreateSave, waitForEditorReady } from './support/editorActions';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';

const INCH = 0.0254;

type ModelFields = Record<string, unknown> & { id: string };

function model(
  id: string,
  fields: Record<string, unknown>,
  [width, height, depth]: readonly [number, number, number],
  [x, above, z]: readonly [number, number, number],
  turn = 0,
): ModelFields {
  return {
    id,
    catalogModelId: id,
    catalogStyleId: 'shaker-white',
    position: { x, y: above * INCH, z },
    rotation: { x: 0, y: turn, z: 0 },
    dimensions: { width: width * INCH, height: height * INCH, depth: depth * INCH },
    ...fields,
  };
}

/** A small kitchen along the back wall, an island with stools, and a few things around. */
const KITCHEN: ModelFields[] = [
  model(
    'model_tall_oven',
    { modelType: 'tall', modelSubcategory: 'oven', modelName: 'Double Oven Tall 30" x 90"', toeKick: true },
    [30, 90, 24],
    [-2.6, 0, -1.5],
  ),
  model(
    'model_fridge',
    {
      modelType: 'appliance',
      modelSubcategory: 'stainless steel',
      applianceType: 'refrigerator',
      modelName: 'French Door Refrigerator 36"',
    },
    [36, 70, 35],
    [-1.44, 0, -1.4],
  ),
  model(
    'model_drawers',
    {
      modelType: 'base',
      modelSubcategory: 'drawer',
      modelName: 'Three Drawer Base 18"',
      countertop: true,
      toeKick: true,
    },
    [18, 34.5, 24],
    [-0.76, 0, -1.5],
  ),
  model(
    'model_range',
    {
      modelType: 'appliance',
      modelSubcategory: 'stainless steel',
      applianceType: 'range and oven',
      modelName: 'Freestanding Range 30"',
    },
    [30, 36, 27],
    [-0.19, 0, -1.46],
  ),
  model(
    'model_base',
    {
      modelType: 'base',
      modelSubcategory: 'regular',
      modelName: 'Base 30"',
      countertop: true,
      toeKick: true,
      handles: 'bar-160-bk',
    },
    [30, 34.5, 24],
    [0.57, 0, -1.5],
  ),
  model(
    'model_sink',
    {
      modelType: 'base',
      modelSubcategory: 'sink',
      modelName: 'Sink Base 36"',
      countertop: true,
      toeKick: true,
    },
    [36, 34.5, 24],
    [1.42, 0, -1.5],
  ),
  model(
    'model_dishwasher',
    {
      modelType: 'appliance',
      modelSubcategory: 'white',
      applianceType: 'dishwasher and dryer',
      modelName: 'Dishwasher 24"',
      countertop: true,
    },
    [24, 34, 24],
    [2.18, 0, -1.5],
  ),
  model(
    'model_hood',
    {
      modelType: 'appliance',
      modelSubcategory: 'stainless steel',
      applianceType: 'hood',
      modelName: 'Chimney Wall Hood 30"',
    },
    [30, 36, 20],
    [-0.19, 60, -1.55],
  ),
  model(
    'model_wall_glass',
    {
      modelType: 'wall',
      modelSubcategory: 'specialty',
      modelName: 'Glass Door Wall 30" x 42"',
      programKeys: ['glass'],
      crownMolding: true,
    },
    [30, 42, 12],
    [0.57, 54, -1.65],
  ),
  model(
    'model_wall',
    { modelType: 'wall', modelSubcategory: '42', modelName: 'Wall 36" x 42"', crownMolding: true },
    [36, 42, 12],
    [1.42, 54, -1.65],
  ),
  model(
    'model_island',
    {
      modelType: 'base',
      modelSubcategory: 'regular',
      modelName: 'Base 36"',
      countertop: true,
      toeKick: true,
      catalogStyleId: 'navy-inset',
      overhang: { left: 0, right: 0, top: 0.3, bottom: 0 },
    },
    [36, 34.5, 24],
    [0.2, 0, 0.3],
    Math.PI,
  ),
  model(
    'model_island_drawers',
    {
      modelType: 'base',
      modelSubcategory: 'drawer',
      modelName: 'Three Drawer Base 24"',
      countertop: true,
      toeKick: true,
      catalogStyleId: 'navy-inset',
      overhang: { left: 0, right: 0, top: 0.3, bottom: 0 },
    },
    [24, 34.5, 24],
    [-0.56, 0, 0.3],
    Math.PI,
  ),
  model(
    'model_stool_1',
    { modelType: 'furniture', modelSubcategory: 'chair', modelName: 'Counter Stool' },
    [17, 38, 19],
    [0.1, 0, 1.05],
    Math.PI,
  ),
  model(
    'model_stool_2',
    { modelType: 'furniture', modelSubcategory: 'chair', modelName: 'Counter Stool' },
    [17, 38, 19],
    [-0.5, 0, 1.05],
    Math.PI,
  ),
  model(
    'model_sofa',
    { modelType: 'furniture', modelSubcategory: 'sofa', modelName: 'Three-seat Sofa' },
    [84, 34, 38],
    [3.3, 0, 1.2],
    -Math.PI / 2,
  ),
  model(
    'model_rug',
    { modelType: 'decoration', modelSubcategory: 'rug', modelName: "Area Rug 5' x 8'" },
    [60, 0.5, 96],
    [2.3, 0, 1.2],
  ),
  model(
    'model_plant',
    { modelType: 'decoration', modelSubcategory: 'plant', modelName: 'Fiddle Leaf Fig' },
    [24, 72, 24],
    [3.3, 0, -1.2],
  ),
  model(
    'model_hidden',
    { modelType: 'base', modelSubcategory: 'regular', visible: false },
    [30, 34.5, 24],
    [0, 0, 3],
  ),
];
const VISIBLE = KITCHEN.filter((fields) => fields.visible !== false).length;

/** Writes the models the way the document holds them: one nested Y.Map of plain fields per model. */
async function placeModels(page: Page, models: ModelFields[]): Promise<void> {
  await page.evaluate((all) => {
    const doc = window.__kitchensync?.doc;
    if (!doc) throw new Error('no document');
    const map = doc.getMap('models');
    // The page's own Y.Map class, so no second copy of yjs is loaded into the page.
    const YMap = map.constructor as new () => typeof map;
    doc.transact(() => {
      for (const fields of all) {
        const node = new YMap();
        map.set(fields.id, node);
        for (const [key, value] of Object.entries(fields)) if (key !== 'id') node.set(key, value);
      }
    });
  }, models);
}

function renderedModels(page: Page): Promise<number> {
  return page.evaluate(() => window.__kitchensync?.renderedCount('model') ?? -1);
}

async function switchView(page: Page, button: '2D' | '3D'): Promise<void> {
  const framesBefore = await page.evaluate(() => window.__kitchensync?.frames ?? 0);
  await page.getByRole('button', { name: button }).click();
  await page.waitForFunction((before) => (window.__kitchensync?.frames ?? 0) > before, framesBefore);
}

describe('placed models', () => {
  let people: OwnerAndViewer | undefined;
  afterEach(async () => {
    await people?.close();
    people = undefined;
  });

  it('render for the owner and live for a viewer, in the top view and in 3D, the invisible one not at all', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage } = people;
    await signInAsGuestAndCreateSave(ownerPage, people.server.url, 'owner@example.com');
    const link = await shareForViewing(ownerPage);
    await viewerPage.goto(link);
    await waitForEditorReady(viewerPage);

    await placeModels(ownerPage, KITCHEN);
    await expect.poll(() => renderedModels(ownerPage)).toBe(VISIBLE);
    await expect.poll(() => renderedModels(viewerPage)).toBe(VISIBLE);

    await switchView(ownerPage, '3D');
    await expect.poll(() => renderedModels(ownerPage)).toBe(VISIBLE);
    await switchView(ownerPage, '2D');
    await expect.poll(() => renderedModels(ownerPage)).toBe(VISIBLE);
  });
});
