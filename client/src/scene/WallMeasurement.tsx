import { formatLength, lengthUnitLabel, type LengthUnit, type Wall } from '@kitchensync/schemas';
import { Html } from '@react-three/drei';
import { wallMidPoint } from '../model/wallGeometry';

/** How far beside the wall's face the label sits, meters, so it never covers the wall. */
const LABEL_GAP = 0.18;

/**
 * The on-wall measurement of the top view: the wall's length in the user's unit, beside its middle.
 * Hidden when the wall's `showMeasurements` is off or the wall is hidden. A DOM label, so text needs
 * no font file and stays sharp at any zoom; it lets clicks through to the canvas.
 */
export function WallMeasurement({ wall, unit }: { wall: Wall; unit: LengthUnit }) {
  if (!wall.visible || !wall.showMeasurements) return null;
  const mid = wallMidPoint(wall);
  const offset = wall.dimensions.z / 2 + LABEL_GAP;
  // Beside the face on the wall's left as drawn: above a wall drawn left to right.
  const x = mid.x - Math.sin(wall.angle) * offset;
  const z = mid.z - Math.cos(wall.angle) * offset;
  return (
    <Html position={[x, wall.dimensions.y + 0.01, z]} center style={{ pointerEvents: 'none' }}>
      <span className="wall-measurement" data-wall-id={wall.id}>
        {formatLength(wall.dimensions.x, unit)} {lengthUnitLabel(unit)}
      </span>
    </Html>
  );
}
