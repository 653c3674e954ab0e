import type { PlacedModelInput } from '@kitchensync/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsGuestAndCreateSave, topViewPoint } from './support/editorActions';
import { useProductFixture } from './support/productFixture';
import { luminanceOf, screenshotPixels } from './support/pagePixels';

const WAIT_MS = 30_000;
const INCH = 0.0254;
/** Darker than every fill (the lightest is the base cabinets' blue at 217); outlines, symbols and codes are near 70. */
const DARK = 175;

/** A base cabinet, a wall cabinet, a sink base and a cooktop, side by side so none covers another. */
const MODELS: PlacedModelInput[] = [
  {
    id: 'model_base36',
    catalogModelId: 'base36',
    modelCode: 'B36',
    modelType: 'base',
    modelSubcategory: 'regular',
    modelName: 'Base 36"',
    position: { x: -1.2, y: 0, z: 0 },
    dimensions: { width: 36 * INCH, height: 34.5 * INCH, depth: 24 * INCH },
  },
  {
    id: 'model_wall3030',
    catalogModelId: 'wall3030',
    modelCode: 'W3030',
    modelType: 'wall',
    modelSubcategory: '30',
    modelName: 'Wall 30" x 30"',
    position: { x: 0, y: 54 * INCH, z: 0 },
    dimensions: { width: 30 * INCH, height: 30 * INCH, depth: 12 * INCH },
  },
  {
    id: 'model_sink36',
    catalogModelId: 'sink36',
    modelCode: 'SB36',
    modelType: 'base',
    modelSubcategory: 'sink',
    modelName: 'Sink Base 36"',
    position: { x: 1.2, y: 0, z: 0 },
    dimensions: { width: 36 * INCH, height: 34.5 * INCH, depth: 24 * INCH },
  },
  {
    id: 'model_cooktop30',
    catalogModelId: 'cooktop30',
    modelCode: 'CT30',
    modelType: 'appliance',
    applianceType: 'range and oven',
    modelSubcategory: 'stainless steel',
    modelName: 'Electric Cooktop 30"',
    position: { x: 2.4, y: 34.5 * INCH, z: 0 },
    dimensions: { width: 30 * INCH, height: 3 * INCH, depth: 21 * INCH },
  },
];

async function writeModels(page: Page, models: readonly PlacedModelInput[]): Promise<void> {
  await page.evaluate((all) => {
    const doc = window.__kitchensync!.doc!;
    const map = doc.getMap('models');
    // The page's own Y.Map class, so no second copy of yjs is loaded into the page.
    const YMap = map.constructor as new () => typeof map;
    doc.transact(() => {
      for (const fields of all) {
        const node = new YMap();
        map.set(fields.id!, node);
        for (const [key, value] of Object.entries(fields)) if (key !== 'id') node.set(key, value);
      }
    });
  }, models);
}

/** The luminance (0–255) of each pixel of the page in `clip`, read from one screenshot; white outside it. */
async function luminance(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
): Promise<(x: number, y: number) => number> {
  const pixels = await screenshotPixels(page, clip);
  return (x, y) => {
    const rgb = pixels.rgbAt(x, y);
    return rgb === null ? 255 : luminanceOf(rgb);
  };
}

/** How many separate dark runs a row of the plan crosses between x0 and x1 (a 3-pixel band, so a 1-px line is never missed). */
function darkRuns(read: (x: number, y: number) => number, x0: number, x1: number, y: number): number {
  let runs = 0;
  let inside = false;
  for (let x = Math.round(x0); x <= Math.round(x1); x += 1) {
    const dark = Math.min(read(x, y - 1), read(x, y), read(x, y + 1)) < DARK;
    if (dark && !inside) runs += 1;
    inside = dark;
  }
  return runs;
}

/** How many pixels of a box are dark. */
function darkPixels(
  read: (x: number, y: number) => number,
  box: { x0: number; y0: number; x1: number; y1: number },
): number {
  let count = 0;
  for (let y = Math.round(box.y0); y <= Math.round(box.y1); y += 1) {
    for (let x = Math.round(box.x0); x <= Math.round(box.x1); x += 1) if (read(x, y) < DARK) count += 1;
  }
  return count;
}

describe('the 2D plan drawing', () => {
  const product = useProductFixture('plan-drawing');

  it('draws each cabinet’s code, a wall cabinet dashed, burners on a cooktop and bowls in a sink, and still picks a cabinet by a click', async () => {
    const { server } = await product.start();
    const page = await product.newPage({ width: 1280, height: 800 });
    await signInAsGuestAndCreateSave(page, server.url, 'plan-drawing@example.com');
    await writeModels(page, MODELS);
    await page.getByRole('button', { name: 'Fit' }).click();
    await page.waitForFunction(() => (window.__kitchensync?.planDrawing().length ?? 0) === 4, undefined, {
      timeout: WAIT_MS,
    });

    // What the plan drew, by the test hooks.
    const drawn = await page.evaluate(() => window.__kitchensync!.planDrawing());
    const byId = new Map(drawn.map((summary) => [summary.id, summary]));
    expect(byId.get('model_base36')).toEqual({
      id: 'model_base36',
      code: 'B36',
      dashed: false,
      symbols: ['swing', 'swing'],
    });
    expect(byId.get('model_wall3030')).toEqual({
      id: 'model_wall3030',
      code: 'W3030',
      dashed: true,
      symbols: [],
    });
    expect(byId.get('model_sink36')).toMatchObject({ code: 'SB36', dashed: false });
    expect(byId.get('model_sink36')!.symbols.filter((kind) => kind === 'bowl')).toHaveLength(2);
    expect(byId.get('model_cooktop30')).toEqual({
      id: 'model_cooktop30',
      code: 'CT30',
      dashed: false,
      symbols: ['burner', 'burner', 'burner', 'burner'],
    });

    // And by its pixels: the plan's scale and where each model lands on screen.
    const origin = await topViewPoint(page, 0, 0);
    const meter = await topViewPoint(page, 1, 0);
    const scale = meter.x - origin.x;
    expect(scale).toBeGreaterThan(100);
    const at = (x: number, z: number) => ({ x: origin.x + x * scale, y: origin.y + z * scale });
    const read = await luminance(page, {
      x: origin.x - 2.2 * scale,
      y: origin.y - 0.6 * scale,
      width: 5 * scale,
      height: 1.2 * scale,
    });

    // The base cabinet's code: dark strokes where it is written, none on the plain fill beside it.
    const code = at(-1.2, 0);
    const half = 1.25 * INCH * scale;
    expect(
      darkPixels(read, {
        x0: code.x - 3 * half,
        y0: code.y - half,
        x1: code.x + 3 * half,
        y1: code.y + half,
      }),
    ).toBeGreaterThan(20);
    const plain = at(-1.2 - 12 * INCH, -6 * INCH);
    expect(
      darkPixels(read, { x0: plain.x - half, y0: plain.y - half, x1: plain.x + half, y1: plain.y + half }),
    ).toBe(0);

    // The outlines' front edges: the base cabinet's one unbroken line, the wall cabinet's dashes.
    const baseFront = at(-1.2, 12 * INCH);
    expect(
      darkRuns(read, baseFront.x - 14 * INCH * scale, baseFront.x + 14 * INCH * scale, baseFront.y),
    ).toBe(1);
    const wallFront = at(0, 6 * INCH);
    expect(
      darkRuns(read, wallFront.x - 12 * INCH * scale, wallFront.x + 12 * INCH * scale, wallFront.y),
    ).toBeGreaterThanOrEqual(5);

    // The sink's two bowls: across the sink near its front, the outline's two sides and each bowl's two.
    const sinkRow = at(1.2, 7 * INCH);
    expect(darkRuns(read, sinkRow.x - 19 * INCH * scale, sinkRow.x + 19 * INCH * scale, sinkRow.y)).toBe(6);

    // The cooktop's burners: rings (dark at their radius, light just inside), where the range's burners are.
    const burner = at(2.4 - 7.5 * INCH, -10.5 * INCH + 21 * INCH * 0.3);
    const radius = (Math.min(0.16, (30 * INCH) / 3, (21 * INCH) / 3) / 2) * scale;
    expect(darkRuns(read, burner.x + radius * 0.85, burner.x + radius * 1.2, burner.y)).toBe(1);
    expect(
      darkPixels(read, {
        x0: burner.x + radius * 0.55,
        y0: burner.y - 1,
        x1: burner.x + radius * 0.75,
        y1: burner.y + 1,
      }),
    ).toBe(0);

    // The fills still take the clicks: the base cabinet is picked and drawn green.
    const pick = at(-1.2 + 9 * INCH, 4 * INCH);
    await page.mouse.click(pick.x, pick.y);
    await page.waitForFunction(
      () => window.__kitchensync?.selection().includes('model_base36') === true,
      undefined,
      {
        timeout: WAIT_MS,
      },
    );
  });
});
