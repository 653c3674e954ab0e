import type { Flooring, Wall } from '@kitchensync/schemas';
import { useEffect, useMemo } from 'react';
import { MeshStandardMaterial } from 'three';
import { finishColor } from '../model/finishes/finishColor';
import { floorArea } from '../model/finishes/floorArea';
import { textureFinishMaterial } from '../model/materials/textureFinishMaterial';
import { useRenderQuality } from './lighting/RenderQualityContext';
import { catalogueLayout } from './materials/catalogueLayout';
import { createSurfaceMaterial } from './models/surfaceMaterial';
import type { ViewMode } from './ViewMode';

export const FLOOR_OBJECT_KIND = 'floor';
/** Just under the grid and the plan's parts, so the floor never flickers through them. */
const FLOOR_Y = -0.002;
/** A flooring whose catalogue colour is missing still shows as a floor. */
const FALLBACK_FLOOR_COLOR = 0xc8c2b8;
/** The floor of a room with no flooring chosen, in 3D: light oak planks 48" long. */
const DEFAULT_FLOOR = {
  color: 0xd4bc98,
  surface: 'woodFloor',
  pattern: 'planks',
  repeat: { x: 1 / 1.2192, z: 1 / 1.2192, mirrored: false },
} as const;
/** A checker's picture holds its own black and white: the catalogue's grey would only darken it. */
const CHECKER_COLOR = 0xffffff;

/**
 * The design's floor under the walls' footprint, widened by the flooring's overhang on each side.
 * The chosen flooring is drawn with its finish's material and pattern (generated here, never
 * fetched), laid at its pattern size, rotation and mirror; in 3D a room with no flooring chosen
 * (Default) still stands on a default oak floor, which also hides the grid inside the room. The top
 * view keeps its plan look: the chosen flooring's plain colour, nothing for Default. Picking passes
 * through it.
 */
export function FloorRenderer({
  walls,
  flooring,
  viewMode = 'perspective',
}: {
  walls: readonly Wall[];
  flooring: Flooring | null;
  viewMode?: ViewMode;
}) {
  const quality = useRenderQuality(viewMode);
  const shown = flooring !== null || viewMode !== 'top';
  const area = shown
    ? floorArea(walls, flooring?.overhang ?? { left: 0, right: 0, top: 0, bottom: 0 })
    : null;
  const look = useMemo(() => {
    if (flooring === null) {
      const { surface, pattern, repeat, color } = DEFAULT_FLOOR;
      return { surface, pattern, layout: catalogueLayout(pattern, repeat), color };
    }
    const { surface, pattern } = textureFinishMaterial('flooring', flooring);
    const color = pattern === 'checker' ? CHECKER_COLOR : (finishColor(flooring.app) ?? FALLBACK_FLOOR_COLOR);
    return { surface, pattern, layout: catalogueLayout(pattern, flooring.repeat, flooring.rotation), color };
  }, [flooring]);
  const material = useMemo(() => {
    const made = createSurfaceMaterial({
      surface: look.surface,
      pattern: look.pattern,
      selected: false,
      quality,
      mapping: 'world',
      layout: look.layout,
    });
    if (made instanceof MeshStandardMaterial) {
      made.color.setHex(look.color);
      // The floor is as rough as before at Low (a plan colour, not a finish).
      if (quality === 'low') made.roughness = 0.8;
    }
    return made;
  }, [look, quality]);
  useEffect(
    () => () => {
      // The map is this floor's own clone of the shared picture (its layout); the pixels stay.
      if (material instanceof MeshStandardMaterial) material.map?.dispose();
      material.dispose();
    },
    [material],
  );
  if (area === null) return null;
  return (
    <mesh
      position={[(area.minX + area.maxX) / 2, FLOOR_Y, (area.minZ + area.maxZ) / 2]}
      rotation={[-Math.PI / 2, 0, 0]}
      material={material}
      userData={{
        kind: FLOOR_OBJECT_KIND,
        flooringId: flooring?.id ?? null,
        color: look.color,
        pattern: look.pattern,
      }}
      raycast={() => null}
      receiveShadow
    >
      <planeGeometry args={[area.maxX - area.minX, area.maxZ - area.minZ]} />
    </mesh>
  );
}
