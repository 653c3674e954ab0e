import { formatLength, lengthUnitLabel, type LengthUnit } from '@kitchensync/schemas';
import { Html, Line } from '@react-three/drei';
import type { WallDiagonal } from '../model/walls/wallDiagonals';

/** Just above the floor, under the walls. */
const LIFT = 0.01;
/**
 * The label sits a third of the way along rather than at the middle: the two diagonals of a
 * rectangular room cross at their middles, where their labels would cover each other.
 */
const LABEL_AT = 1 / 3;

/**
 * One corner's diagonal in the top view: a dashed line from wall end to wall end, and its length in
 * the user's unit along it.
 */
export function WallDiagonalRenderer({ diagonal, unit }: { diagonal: WallDiagonal; unit: LengthUnit }) {
  const { from, to } = diagonal;
  return (
    <group userData={{ kind: 'wall-diagonal', id: diagonal.id }}>
      <Line
        points={[
          [from.x, LIFT, from.z],
          [to.x, LIFT, to.z],
        ]}
        color="#52606d"
        lineWidth={1}
        dashed
        dashSize={0.1}
        gapSize={0.06}
        raycast={() => null}
      />
      <Html
        position={[from.x + (to.x - from.x) * LABEL_AT, LIFT, from.z + (to.z - from.z) * LABEL_AT]}
        center
        style={{ pointerEvents: 'none' }}
      >
        <span className="wall-measurement wall-diagonal" data-diagonal-id={diagonal.id}>
          {formatLength(diagonal.length, unit)} {lengthUnitLabel(unit)}
        </span>
      </Html>
    </group>
  );
}
