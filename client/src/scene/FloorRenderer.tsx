import type { Flooring, Wall } from '@kitchensync/schemas';
import { finishColor } from '../model/finishes/finishColor';
import { floorArea } from '../model/finishes/floorArea';

export const FLOOR_OBJECT_KIND = 'floor';
/** Just under the grid and the plan's parts, so the floor never flickers through them. */
const FLOOR_Y = -0.002;
/** A flooring whose catalogue colour is missing still shows as a floor. */
const FALLBACK_FLOOR_COLOR = 0xc8c2b8;

/**
 * The design's flooring under the walls' footprint, widened by its overhang on each side. It is
 * drawn in its catalogue colour: the live view never fetches texture images, which only renders
 * use. Default (no flooring) draws no floor. Picking passes through it.
 */
export function FloorRenderer({ walls, flooring }: { walls: readonly Wall[]; flooring: Flooring | null }) {
  if (flooring === null) return null;
  const area = floorArea(walls, flooring.overhang);
  if (area === null) return null;
  const color = finishColor(flooring.app) ?? FALLBACK_FLOOR_COLOR;
  return (
    <mesh
      position={[(area.minX + area.maxX) / 2, FLOOR_Y, (area.minZ + area.maxZ) / 2]}
      rotation={[-Math.PI / 2, 0, 0]}
      userData={{ kind: FLOOR_OBJECT_KIND, flooringId: flooring.id, color }}
      raycast={() => null}
      receiveShadow
    >
      <planeGeometry args={[area.maxX - area.minX, area.maxZ - area.minZ]} />
      <meshStandardMaterial color={color} roughness={0.8} />
    </mesh>
  );
}
