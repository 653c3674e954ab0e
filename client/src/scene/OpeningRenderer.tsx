import type { PlacedOpening, Wall } from '@kitchensync/schemas';
import { Line } from '@react-three/drei';
import type { ThreeEvent } from '@react-three/fiber';
import { DoubleSide } from 'three';
import { isDoorKind } from '../model/openings/defaultOpeningBottom';
import { openingBoxOf } from '../model/openings/openingBox';
import { openingPlanSymbol, swingSide } from '../model/openings/openingPlanSymbol';
import { sceneryBackdrop } from '../model/openings/sceneryBackdrop';
import { useSelection } from '../session/useSelection';
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
/** The backdrop stands this far behind the window and reaches this much of its height above and below its middle. */
const BACKDROP_DISTANCE = 0.3;
const BACKDROP_REACH = 0.9;

export interface OpeningRendererProps {
  opening: PlacedOpening;
  wall: Wall;
  viewMode: ViewMode;
  selectable: boolean;
}

/**
 * One door, window or opening in its wall (the wall itself leaves the hole, `WallRenderer`). In 3D:
 * a frame round the hole, a door's leaf (closed) or a window's glazing, and the chosen scenery as a
 * backdrop behind the window's outer face. In the top view: the plan symbol (`openingPlanSymbol`)
 * over the cut walls. An invisible box filling the hole takes the clicks that select it.
 */
export function OpeningRenderer({ opening, wall, viewMode, selectable }: OpeningRendererProps) {
  const selected = useSelection((state) => state.selectedIds.includes(opening.id));
  const select = useSelection((state) => state.select);
  if (!opening.visible) return null;
  const box = openingBoxOf(opening);
  const thickness = wall.dimensions.z;
  const centre: [number, number, number] = [box.left + box.width / 2, box.bottom + box.height / 2, 0];
  const frameColor = selected ? SELECTED_COLOR : FRAME_COLOR;
  const door = isDoorKind(opening.kind) && opening.kind !== 'Door Opening';
  const plain =
    opening.kind === 'Door Opening' || opening.kind === 'Window Opening' || opening.kind === 'Other';
  const backdrop = door ? null : sceneryBackdrop(opening.scenery);
  const outside = -swingSide(opening.angle);
  const middle = box.bottom + box.height / 2;
  const skyHeight = Math.max(
    Math.min(box.height * BACKDROP_REACH, wall.dimensions.y - middle - 0.005),
    0.001,
  );
  const landHeight = Math.max(Math.min(box.height * BACKDROP_REACH, middle - 0.005), 0.001);
  const onClick = (event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
    select([opening.id]);
  };
  const top = viewMode === 'top';
  const symbolHeight = Math.min(PLAN_CUT_HEIGHT, wall.dimensions.y) + 0.01;
  const symbol = top ? openingPlanSymbol(opening.kind, box, opening.angle, thickness) : null;
  return (
    <group
      position={[wall.position.x, 0, wall.position.z]}
      rotation={[0, wall.angle, 0]}
      userData={{ kind: OPENING_OBJECT_KIND, id: opening.id }}
    >
      <mesh position={centre} onClick={selectable ? onClick : undefined} userData={{ kind: 'opening-hit' }}>
        <boxGeometry args={[box.width, top ? Math.min(box.height, symbolHeight) : box.height, thickness]} />
        <meshBasicMaterial transparent opacity={0} depthWrite={false} />
      </mesh>
      {symbol?.lines.map((line, index) => (
        <Line
          key={index}
          points={line.map((point) => [point.along, symbolHeight, point.across] as [number, number, number])}
          color={selected ? SELECTED_COLOR : SYMBOL_COLOR}
          lineWidth={selected ? 2 : 1.2}
          raycast={() => null}
        />
      ))}
      {top && selected && plain && (
        <Line
          points={[
            [box.left, symbolHeight, 0],
            [box.left + box.width, symbolHeight, 0],
          ]}
          color={SELECTED_COLOR}
          lineWidth={2}
          dashed
          dashSize={0.05}
          gapSize={0.04}
          raycast={() => null}
        />
      )}
      {!top && (
        <group position={centre}>
          {!plain && (
            <>
              <mesh position={[-box.width / 2 + FRAME / 2, 0, 0]} raycast={() => null}>
                <boxGeometry args={[FRAME, box.height, thickness + 0.01]} />
                <meshStandardMaterial color={frameColor} />
              </mesh>
              <mesh position={[box.width / 2 - FRAME / 2, 0, 0]} raycast={() => null}>
                <boxGeometry args={[FRAME, box.height, thickness + 0.01]} />
                <meshStandardMaterial color={frameColor} />
              </mesh>
              <mesh position={[0, box.height / 2 - FRAME / 2, 0]} raycast={() => null}>
                <boxGeometry args={[box.width, FRAME, thickness + 0.01]} />
                <meshStandardMaterial color={frameColor} />
              </mesh>
            </>
          )}
          {!plain && !door && (
            <>
              <mesh position={[0, -box.height / 2 + FRAME / 2, 0]} raycast={() => null}>
                <boxGeometry args={[box.width, FRAME, thickness + 0.02]} />
                <meshStandardMaterial color={frameColor} />
              </mesh>
              <mesh raycast={() => null}>
                <boxGeometry args={[box.width - 2 * FRAME, box.height - 2 * FRAME, 0.01]} />
                <meshStandardMaterial color={GLASS_COLOR} transparent opacity={0.25} roughness={0.05} />
              </mesh>
            </>
          )}
          {door && (
            <mesh position={[0, -FRAME / 2, 0]} raycast={() => null}>
              <boxGeometry args={[box.width - 2 * FRAME, box.height - FRAME, LEAF]} />
              <meshStandardMaterial color={selected ? SELECTED_COLOR : LEAF_COLOR} />
            </mesh>
          )}
          {backdrop && (
            <group position={[0, 0, outside * (thickness / 2 + BACKDROP_DISTANCE)]}>
              {/* Kept below the wall's top and above the floor, so only the window shows it. */}
              <mesh position={[0, skyHeight / 2, 0]} raycast={() => null}>
                <planeGeometry args={[box.width * 2 * BACKDROP_REACH, skyHeight]} />
                <meshBasicMaterial color={backdrop.sky} side={DoubleSide} />
              </mesh>
              <mesh position={[0, -landHeight / 2, 0]} raycast={() => null}>
                <planeGeometry args={[box.width * 2 * BACKDROP_REACH, landHeight]} />
                <meshBasicMaterial color={backdrop.land} side={DoubleSide} />
              </mesh>
            </group>
          )}
        </group>
      )}
    </group>
  );
}
