import type { Wall } from '@kitchensync/schemas';
import type { ThreeEvent } from '@react-three/fiber';
import { useMemo } from 'react';
import { MeshBasicMaterial, MeshStandardMaterial } from 'three';
import { CUT_AWAY_STUB_HEIGHT } from '../model/dollhouse/cutAwayStubHeight';
import { wallFaceOf, type OpeningBox } from '../model/openings/openingBox';
import { wallSolidPieces } from '../model/openings/wallSolidPieces';
import { useSelection } from '../session/useSelection';
import { boxInstances, wallFramePoint, type PlacedBox } from './boxes/boxInstances';
import { InstancedBoxes, ownerIdOfHit } from './boxes/InstancedBoxes';
import { isClickNotDrag } from './isClickNotDrag';

export const WALL_OBJECT_KIND = 'wall';
/** The instanced mesh drawing the solid pieces of every wall. */
export const WALL_PIECES_OBJECT_KIND = 'wallPieces';
/** A wall that collides with another (flagged `error`) shows in this warning colour. */
export const WALL_ERROR_COLOR = '#e65100';
/** The spec's palette: the selected item is green. */
export const SELECTED_COLOR = '#43a047';
/** A wall picked in a wall-pick mode (the Backsplash wizard's Custom walls): the accent blue. */
export const PICKED_COLOR = '#1e88e5';
/** Walls cut by the plan are filled dark, as drawings fill cut walls, so the room reads at a glance. */
export const PLAN_WALL_COLOR = '#2f3a40';
/** Where the plan's cut passes through a window (above its sill), the wall shows light for the glazing lines. */
const PLAN_SILL_COLOR = '#ffffff';

/** White, so each piece shows its instance colour (the wall's, or the error or selected colour). */
const WALL_MATERIAL = new MeshStandardMaterial({ color: '#ffffff' });
const WALL_PLAN_MATERIAL = new MeshBasicMaterial({ color: '#ffffff' });
const NO_HOLES: ReadonlyMap<string, readonly OpeningBox[]> = new Map();

/** A wall-pick mode: a click on a wall picks or unpicks it instead of selecting it. */
export interface WallPick {
  picked: ReadonlySet<string>;
  toggle(wallId: string): void;
}

/**
 * The walls standing on the floor, each with a hole through its thickness for each of its doors,
 * windows and openings: the solid parts around them (`wallSolidPieces`) as boxes. The pieces of all
 * walls are one instanced mesh, so adding openings (more pieces) or walls adds no draw call. Each
 * visible wall keeps an empty group (`userData.kind` 'wall', its id) for tools and tests. When
 * `selectable`, a click on a piece selects its wall (session state only; the document's `selected`
 * field is left alone). In a wall-pick mode (`pick`) a click picks or unpicks its wall instead, and
 * the picked walls show in the accent blue.
 */
export function WallRenderer({
  walls,
  holesByWall = NO_HOLES,
  selectable = false,
  cutHeight = null,
  pick = null,
}: {
  walls: readonly Wall[];
  /** Each wall's openings, in its frame, by wall id. */
  holesByWall?: ReadonlyMap<string, readonly OpeningBox[]>;
  selectable?: boolean;
  /** The top view's plan cut: walls are drawn only up to it, so a doorway shows as a gap. */
  cutHeight?: number | null;
  pick?: WallPick | null;
}) {
  const selectedIds = useSelection((state) => state.selectedIds);
  const select = useSelection((state) => state.select);
  const plan = cutHeight !== null;
  const visible = useMemo(() => walls.filter((wall) => wall.visible), [walls]);
  const boxes = useMemo(() => {
    const selected = new Set(selectedIds);
    const placed: PlacedBox[] = [];
    for (const wall of visible) {
      const face = wallFaceOf(wall);
      const height = cutHeight === null ? face.height : Math.min(face.height, cutHeight);
      const color = wall.error
        ? WALL_ERROR_COLOR
        : pick?.picked.has(wall.id)
          ? PICKED_COLOR
          : selected.has(wall.id)
            ? SELECTED_COLOR
            : plan
              ? PLAN_WALL_COLOR
              : wall.color;
      for (const piece of wallSolidPieces({ ...face, height }, holesByWall.get(wall.id) ?? [])) {
        // Below a window's sill the plan's cut passes through glass: light, for the glazing lines.
        const sill = plan && color === PLAN_WALL_COLOR && piece.top < height - 1e-6;
        placed.push({
          ownerId: wall.id,
          centre: wallFramePoint(
            wall.position,
            wall.angle,
            (piece.left + piece.right) / 2,
            (piece.bottom + piece.top) / 2,
            0,
          ),
          size: [piece.right - piece.left, piece.top - piece.bottom, wall.dimensions.z],
          angle: wall.angle,
          color: sill ? PLAN_SILL_COLOR : color,
        });
      }
    }
    return boxInstances(placed);
  }, [visible, holesByWall, cutHeight, selectedIds, plan, pick]);
  const onClick = (event: ThreeEvent<MouseEvent>) => {
    const id = ownerIdOfHit(event);
    if (id === null) return;
    event.stopPropagation();
    // The release of an orbit drag over the wall is no click on it.
    if (!isClickNotDrag(event)) return;
    if (pick !== null) pick.toggle(id);
    else select([id]);
  };
  return (
    <>
      {visible.map((wall) => (
        <group
          key={wall.id}
          position={[wall.position.x, 0, wall.position.z]}
          rotation={[0, wall.angle, 0]}
          userData={{ kind: WALL_OBJECT_KIND, id: wall.id }}
        />
      ))}
      <InstancedBoxes
        boxes={boxes}
        // Unlit in the plan: a flat fill, the same from every wall's top.
        material={plan ? WALL_PLAN_MATERIAL : WALL_MATERIAL}
        kind={WALL_PIECES_OBJECT_KIND}
        shadows
        occludesLabels
        // In 3D the dollhouse view cuts the walls before the camera down to a stub; they then
        // neither hide the room nor the labels in it, nor cast shadows into it.
        cutAwayTo={plan ? undefined : CUT_AWAY_STUB_HEIGHT}
        onClick={selectable || pick !== null ? onClick : undefined}
      />
    </>
  );
}
