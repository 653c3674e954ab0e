import type { PlacedModel } from '@kitchensync/schemas';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { Color, InstancedInterleavedBuffer, InterleavedBufferAttribute } from 'three';
import { LineMaterial } from 'three/examples/jsm/lines/LineMaterial.js';
import { LineSegments2 } from 'three/examples/jsm/lines/LineSegments2.js';
import { LineSegmentsGeometry } from 'three/examples/jsm/lines/LineSegmentsGeometry.js';
import { PLAN_LABEL_HEIGHT } from '../../model/plan/planLabel';
import { planLineBatches, type PlanLineBatch, type PlanLineStyle } from '../../model/plan/planLineBatches';
import { segmentDashDistances } from '../../model/plan/segmentDashDistances';
import { metersPerPixel } from '../metersPerPixel';

export const MODEL_PLAN_LINES_KIND = 'modelPlanLines';

/** Line widths in screen pixels: outlines heavier than the details inside them. */
const WIDTH_PX: Record<PlanLineStyle, number> = {
  outline: 1.6,
  detail: 1.1,
  swing: 1,
  overhead: 1.4,
  label: 1.25,
};
/** The dashes of overhead outlines, in screen pixels, whatever the zoom. */
const DASH_PX = 7;
const GAP_PX = 4;
/** Codes smaller than this on screen would be a smudge: they are left out until one zooms in. */
const MIN_LABEL_PX = 6;
/** Drawn after the fills (transparent ones too) and over them. */
const RENDER_ORDER = 5;

const colour = new Color();

function lineObject(batch: PlanLineBatch): LineSegments2 {
  const geometry = new LineSegmentsGeometry();
  geometry.setPositions(batch.positions);
  const colours = new Float32Array(batch.colours.length * 6);
  batch.colours.forEach((hex, index) => {
    // Vertex colours are read as linear: convert from the palette's sRGB.
    colour.setHex(hex);
    colours.set([colour.r, colour.g, colour.b, colour.r, colour.g, colour.b], index * 6);
  });
  geometry.setColors(colours);
  const material = new LineMaterial({
    vertexColors: true,
    linewidth: WIDTH_PX[batch.style],
    worldUnits: false,
    dashed: batch.style === 'overhead',
    dashSize: DASH_PX,
    gapSize: GAP_PX,
    transparent: true,
    depthTest: false,
    depthWrite: false,
  });
  const line = new LineSegments2(geometry, material);
  if (batch.style === 'overhead') startDashesAtEachSegment(geometry, batch.positions);
  line.renderOrder = RENDER_ORDER;
  line.frustumCulled = false;
  // The fills below take the clicks; the lines never do.
  line.raycast = () => {};
  line.userData = { kind: MODEL_PLAN_LINES_KIND, style: batch.style, segments: batch.modelIds.length };
  return line;
}

function startDashesAtEachSegment(geometry: LineSegmentsGeometry, positions: ArrayLike<number>): void {
  const buffer = new InstancedInterleavedBuffer(segmentDashDistances(positions), 2, 1);
  geometry.setAttribute('instanceDistanceStart', new InterleavedBufferAttribute(buffer, 1, 0));
  geometry.setAttribute('instanceDistanceEnd', new InterleavedBufferAttribute(buffer, 1, 1));
}

/** Dashes keep their length in pixels; codes show only while large enough to read. */
function fitToZoom(lines: readonly LineSegments2[], pixelsPerMeter: number): void {
  for (const line of lines) {
    if (line.userData.style === 'overhead') line.material.dashScale = pixelsPerMeter;
    if (line.userData.style === 'label') line.visible = PLAN_LABEL_HEIGHT * pixelsPerMeter >= MIN_LABEL_PX;
  }
}

/**
 * The top view's plan lines of every model (`planLineBatches`): outlines, codes, door swings,
 * burners and sink bowls, in one screen-space line batch per style (five draw calls at most however many
 * models), so they stay one or two pixels wide and sharp at any zoom. Overhead outlines are dashed
 * in screen pixels; codes are left out while too small to read. `userData.models` tells the test
 * hooks what was drawn for each model.
 */
export function ModelPlanLines({
  models,
  selectedIds,
}: {
  models: readonly PlacedModel[];
  selectedIds: ReadonlySet<string>;
}) {
  const invalidate = useThree((state) => state.invalidate);
  const drawing = useMemo(() => planLineBatches(models, selectedIds), [models, selectedIds]);
  const lines = useMemo(
    () => drawing.batches.filter((batch) => batch.modelIds.length > 0).map(lineObject),
    [drawing],
  );
  useEffect(
    () => () => {
      for (const line of lines) {
        line.geometry.dispose();
        line.material.dispose();
      }
    },
    [lines],
  );
  useLayoutEffect(() => invalidate(), [lines, invalidate]);
  useFrame(({ camera }) => fitToZoom(lines, 1 / metersPerPixel(camera, 1)));

  return (
    <group name="model-plan-lines" userData={{ kind: 'modelPlan', models: drawing.summaries }}>
      {lines.map((line) => (
        <primitive key={line.uuid} object={line} />
      ))}
    </group>
  );
}
