import {
  buildPartBatches,
  measureSceneCost,
  openingBoxOf,
  OpeningRenderer,
  PlacedModelRenderer,
  planLineBatches,
  RenderQualityContext,
  WallRenderer,
  type OpeningBox,
  type SceneCost,
} from '@kitchensync/client';
import type { RenderQuality } from '@kitchensync/schemas';
import ReactThreeTestRenderer from '@react-three/test-renderer';
import { performance } from 'node:perf_hooks';
import { createElement, Fragment } from 'react';
import { buildModelKitchen } from './buildModelKitchen';
import { buildOpeningRoom } from './buildOpeningRoom';

/**
 * What drawing N placed models costs, with the renderer the editor uses, rendered without WebGL by
 * @react-three/test-renderer: draw calls (meshes and instanced meshes), boxes and triangles, for
 * the 3D and top views. "One mesh per part" is the draw-call count the same parts would need
 * without instancing: one call per part. Then the same for a room of four walls with 0, 10 and 40
 * doors and windows (walls and openings as the editor draws them). Run: npm run bench:editor
 */
const SIZES = [30, 100, 300];
const OPENING_COUNTS = [0, 10, 40];
const VIEWS = ['perspective', 'top'] as const;
/** The 3D quality levels (the top view is drawn the same at each). */
const QUALITIES: readonly RenderQuality[] = ['low', 'medium', 'high'];
const TIMING_RUNS = 21;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function cost(
  count: number,
  viewMode: (typeof VIEWS)[number],
  quality: RenderQuality,
): Promise<SceneCost> {
  const models = buildModelKitchen(count);
  const renderer = await ReactThreeTestRenderer.create(
    createElement(
      RenderQualityContext,
      { value: quality },
      createElement(PlacedModelRenderer, { models, viewMode }),
    ),
  );
  const measured = measureSceneCost(renderer.scene.instance);
  await renderer.unmount();
  return measured;
}

/**
 * Median milliseconds to rebuild every batch (a change to any model costs one), after a warm-up;
 * in the top view the plan's line batches too.
 */
function rebuildMs(count: number, viewMode: (typeof VIEWS)[number], quality: RenderQuality): number {
  const models = buildModelKitchen(count);
  const rebuild = () => {
    buildPartBatches(models, new Set(), viewMode, null, null, quality);
    if (viewMode === 'top') planLineBatches(models, new Set());
  };
  rebuild();
  const times: number[] = [];
  for (let i = 0; i < TIMING_RUNS; i += 1) {
    const start = performance.now();
    rebuild();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const rows: string[] = [
  '| view | quality | models | draw calls (instanced) | one mesh per part | triangles | geometries | materials | rebuild ms |',
  '| ---- | ------- | -----: | ---------------------: | ----------------: | --------: | ---------: | --------: | ---------: |',
];
for (const viewMode of VIEWS) {
  for (const quality of viewMode === 'top' ? (['low'] as const) : QUALITIES) {
    for (const count of SIZES) {
      const measured = await cost(count, viewMode, quality);
      rows.push(
        `| ${viewMode === 'top' ? '2D top' : '3D'} | ${viewMode === 'top' ? 'any' : quality} | ${count} | ${measured.drawCalls} | ${measured.instances} | ${measured.triangles} | ${measured.geometries} | ${measured.materials} | ${rebuildMs(count, viewMode, quality).toFixed(1)} |`,
      );
    }
  }
}
console.log(rows.join('\n'));

/** The walls and openings of the benchmark room with `count` openings, as the editor's renderers draw them. */
async function openingCost(count: number, viewMode: (typeof VIEWS)[number]): Promise<SceneCost> {
  const { walls, openings } = buildOpeningRoom(count);
  const holesByWall = new Map<string, OpeningBox[]>();
  for (const opening of openings)
    holesByWall.set(opening.wall_id, [...(holesByWall.get(opening.wall_id) ?? []), openingBoxOf(opening)]);
  const renderer = await ReactThreeTestRenderer.create(
    createElement(
      Fragment,
      null,
      createElement(WallRenderer, { walls, holesByWall, cutHeight: viewMode === 'top' ? 1.2 : null }),
      createElement(OpeningRenderer, { openings, walls, viewMode, selectable: true }),
    ),
  );
  const measured = measureSceneCost(renderer.scene.instance);
  await renderer.unmount();
  return measured;
}

const openingRows: string[] = [
  '',
  '| view | openings | draw calls | boxes drawn | triangles | geometries | materials |',
  '| ---- | -------: | ---------: | ----------: | --------: | ---------: | --------: |',
];
for (const viewMode of VIEWS) {
  for (const count of OPENING_COUNTS) {
    const measured = await openingCost(count, viewMode);
    openingRows.push(
      `| ${viewMode === 'top' ? '2D top' : '3D'} | ${count} | ${measured.drawCalls} | ${measured.instances} | ${measured.triangles} | ${measured.geometries} | ${measured.materials} |`,
    );
  }
}
console.log(openingRows.join('\n'));
