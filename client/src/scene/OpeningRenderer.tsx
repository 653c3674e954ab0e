import type { PlacedOpening, Wall } from '@kitchensync/schemas';
import { Line } from '@react-three/drei';
import type { ThreeEvent } from '@react-three/fiber';
import { useMemo } from 'react';
import { MeshBasicMaterial, MeshStandardMaterial } from 'three';
import { isDoorKind } from '../model/openings/defaultOpeningBottom';
import { openingBoxOf } from '../model/openings/openingBox';
import { openingPlanSymbol, swingSide } from '../model/openings/openingPlanSymbol';
import { sceneryBackdrop } from '../model/openings/sceneryBackdrop';
import { useSelection } from '../session/useSelection';
import { boxInstances, wallFramePoint, type PlacedBox } from './boxes/boxInstances';
import { InstancedBoxes, ownerIdOfHit } from './boxes/InstancedBoxes';
import type { ViewMode } from './ViewMode';
import { SELECTED_COLOR } from './WallRenderer';

export const OPENING_OBJECT_KIND = 'opening';
/** Where the plan cuts the walls in the top view, as architects draw: doors show as gaps, windows over their sill. */
export const PLAN_CUT_HEIGHT = 1.2;

const FRAME = 0.04;
const LEAF = 0.04;
const FRAME_COLOR = '#f2efe9';
const LEAF_COLOR = '#b88a5a';
const GLASS_COLOR = '#cfe8f7';
const SYMBOL_COLOR = '#263238';
/**
 * The backdrop stands this far behind the window and reaches this much of its height above and
 * below its middle. Close behind the wall, so a camera looking down over the wall's top does not
 * see it peek out above the wall.
 */
const BACKDROP_DISTANCE = 0.06;
const BACKDROP_REACH = 0.9;
const BACKDROP_THICKNESS = 0.002;

// Shared by every opening: white where instances carry their own colour.
const PART_MATERIAL = new MeshStandardMaterial({ color: '#ffffff' });
const GLASS_MATERIAL = new MeshStandardMaterial({
  color: GLASS_COLOR,
  transparent: true,
  opacity: 0.25,
  roughness: 0.05,
});
const BACKDROP_MATERIAL = new MeshBasicMaterial({ color: '#ffffff' });
/** Never drawn (no draw call) but hit by the pointer: the hole's click target. */
const HIT_MATERIAL = new MeshBasicMaterial({ visible: false });

export interface OpeningRendererProps {
  openings: readonly PlacedOpening[];
  walls: readonly Wall[];
  viewMode: ViewMode;
  selectable: boolean;
}

type Point3 = [number, number, number];

interface OpeningDrawing {
  hits: PlacedBox[];
  parts: PlacedBox[];
  glass: PlacedBox[];
  backdrops: PlacedBox[];
  /** Plan symbol segments (pairs of points), plain and selected. */
  lines: Point3[];
  selectedLines: Point3[];
  /** The dashed line across a selected plain opening's gap. */
  selectedGaps: Point3[];
}

/**
 * What every door, window and opening draws, in the scene's frame. In 3D: a frame round the hole,
 * a door's leaf (closed) or a window's glazing, and the chosen scenery as a backdrop behind the
 * window's outer face. In the top view: the plan symbol (`openingPlanSymbol`) over the cut walls.
 * An invisible box filling each hole takes the clicks that select it.
 */
function drawOpenings(
  openings: readonly PlacedOpening[],
  walls: readonly Wall[],
  selected: ReadonlySet<string>,
  top: boolean,
): OpeningDrawing {
  const drawing: OpeningDrawing = {
    hits: [],
    parts: [],
    glass: [],
    backdrops: [],
    lines: [],
    selectedLines: [],
    selectedGaps: [],
  };
  for (const opening of openings) {
    const wall = walls.find((candidate) => candidate.id === opening.wall_id);
    // An opening whose wall a coworker deleted at the same moment has nothing to stand in.
    if (wall === undefined || !opening.visible) continue;
    const box = openingBoxOf(opening);
    const thickness = wall.dimensions.z;
    const isSelected = selected.has(opening.id);
    const at = (along: number, up: number, across: number) =>
      wallFramePoint(wall.position, wall.angle, along, up, across);
    const boxAt = (
      along: number,
      up: number,
      across: number,
      size: readonly [number, number, number],
      color: string,
    ): PlacedBox => ({
      ownerId: opening.id,
      centre: at(along, up, across),
      size,
      angle: wall.angle,
      color,
      wallId: wall.id,
    });
    const middleAlong = box.left + box.width / 2;
    const middle = box.bottom + box.height / 2;
    const symbolHeight = Math.min(PLAN_CUT_HEIGHT, wall.dimensions.y) + 0.01;
    const door = isDoorKind(opening.kind) && opening.kind !== 'Door Opening';
    const plain =
      opening.kind === 'Door Opening' || opening.kind === 'Window Opening' || opening.kind === 'Other';
    drawing.hits.push(
      boxAt(
        middleAlong,
        middle,
        0,
        [box.width, top ? Math.min(box.height, symbolHeight) : box.height, thickness],
        SYMBOL_COLOR,
      ),
    );
    if (top) {
      const symbol = openingPlanSymbol(opening.kind, box, opening.angle, thickness);
      const target = isSelected ? drawing.selectedLines : drawing.lines;
      for (const line of symbol.lines) {
        for (let index = 0; index + 1 < line.length; index += 1) {
          target.push(
            at(line[index]!.along, symbolHeight, line[index]!.across),
            at(line[index + 1]!.along, symbolHeight, line[index + 1]!.across),
          );
        }
      }
      if (isSelected && plain) {
        drawing.selectedGaps.push(at(box.left, symbolHeight, 0), at(box.left + box.width, symbolHeight, 0));
      }
      continue;
    }
    const frameColor = isSelected ? SELECTED_COLOR : FRAME_COLOR;
    if (!plain) {
      const jamb = [FRAME, box.height, thickness + 0.01] as const;
      drawing.parts.push(
        boxAt(box.left + FRAME / 2, middle, 0, jamb, frameColor),
        boxAt(box.left + box.width - FRAME / 2, middle, 0, jamb, frameColor),
        boxAt(
          middleAlong,
          box.bottom + box.height - FRAME / 2,
          0,
          [box.width, FRAME, thickness + 0.01],
          frameColor,
        ),
      );
    }
    if (!plain && !door) {
      drawing.parts.push(
        boxAt(middleAlong, box.bottom + FRAME / 2, 0, [box.width, FRAME, thickness + 0.02], frameColor),
      );
      drawing.glass.push(
        boxAt(middleAlong, middle, 0, [box.width - 2 * FRAME, box.height - 2 * FRAME, 0.01], GLASS_COLOR),
      );
    }
    if (door) {
      drawing.parts.push(
        boxAt(
          middleAlong,
          middle - FRAME / 2,
          0,
          [box.width - 2 * FRAME, box.height - FRAME, LEAF],
          isSelected ? SELECTED_COLOR : LEAF_COLOR,
        ),
      );
    }
    const backdrop = door ? null : sceneryBackdrop(opening.scenery);
    if (backdrop !== null) {
      const across = -swingSide(opening.angle) * (thickness / 2 + BACKDROP_DISTANCE);
      const reach = box.width * 2 * BACKDROP_REACH;
      // Kept below the wall's top and above the floor, so only the window shows it.
      const skyHeight = Math.max(
        Math.min(box.height * BACKDROP_REACH, wall.dimensions.y - middle - 0.005),
        0.001,
      );
      const landHeight = Math.max(Math.min(box.height * BACKDROP_REACH, middle - 0.005), 0.001);
      drawing.backdrops.push(
        boxAt(
          middleAlong,
          middle + skyHeight / 2,
          across,
          [reach, skyHeight, BACKDROP_THICKNESS],
          backdrop.sky,
        ),
        boxAt(
          middleAlong,
          middle - landHeight / 2,
          across,
          [reach, landHeight, BACKDROP_THICKNESS],
          backdrop.land,
        ),
      );
    }
  }
  return drawing;
}

/**
 * The doors, windows and openings in their walls (the walls themselves leave the holes,
 * `WallRenderer`). All openings share a few instanced meshes (frames and leaves, glass, scenery
 * backdrops, click targets) and, in the top view, two or three line batches, so the draw calls stay
 * the same however many openings the design holds. Each visible opening keeps an empty group
 * (`userData.kind` 'opening', its id) for tools and tests.
 */
export function OpeningRenderer({ openings, walls, viewMode, selectable }: OpeningRendererProps) {
  const selectedIds = useSelection((state) => state.selectedIds);
  const select = useSelection((state) => state.select);
  const top = viewMode === 'top';
  const drawing = useMemo(
    () => drawOpenings(openings, walls, new Set(selectedIds), top),
    [openings, walls, selectedIds, top],
  );
  const instances = useMemo(
    () => ({
      hits: boxInstances(drawing.hits),
      parts: boxInstances(drawing.parts),
      glass: boxInstances(drawing.glass),
      backdrops: boxInstances(drawing.backdrops),
    }),
    [drawing],
  );
  const onClick = (event: ThreeEvent<MouseEvent>) => {
    const id = ownerIdOfHit(event);
    if (id === null) return;
    event.stopPropagation();
    select([id]);
  };
  const shown = new Set(drawing.hits.map((hit) => hit.ownerId));
  return (
    <>
      {openings
        .filter((opening) => shown.has(opening.id))
        .map((opening) => (
          <group key={opening.id} userData={{ kind: OPENING_OBJECT_KIND, id: opening.id }} />
        ))}
      <InstancedBoxes
        boxes={instances.hits}
        material={HIT_MATERIAL}
        kind="openingHits"
        // An opening goes with its wall when the dollhouse view cuts it away: nothing left to click.
        cutAwayTo={0}
        onClick={selectable ? onClick : undefined}
      />
      {!top && (
        <>
          <InstancedBoxes
            boxes={instances.parts}
            material={PART_MATERIAL}
            kind="openingParts"
            cutAwayTo={0}
          />
          <InstancedBoxes
            boxes={instances.glass}
            material={GLASS_MATERIAL}
            kind="openingGlass"
            cutAwayTo={0}
          />
          <InstancedBoxes
            boxes={instances.backdrops}
            material={BACKDROP_MATERIAL}
            kind="openingBackdrops"
            cutAwayTo={0}
          />
        </>
      )}
      {drawing.lines.length > 0 && (
        <Line segments points={drawing.lines} color={SYMBOL_COLOR} lineWidth={1.2} raycast={() => null} />
      )}
      {drawing.selectedLines.length > 0 && (
        <Line
          segments
          points={drawing.selectedLines}
          color={SELECTED_COLOR}
          lineWidth={2}
          raycast={() => null}
        />
      )}
      {drawing.selectedGaps.length > 0 && (
        <Line
          segments
          points={drawing.selectedGaps}
          color={SELECTED_COLOR}
          lineWidth={2}
          dashed
          dashSize={0.05}
          gapSize={0.04}
          raycast={() => null}
        />
      )}
    </>
  );
}
