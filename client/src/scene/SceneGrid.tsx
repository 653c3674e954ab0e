import type { LengthUnit } from '@kitchensync/schemas';
import { Grid } from '@react-three/drei';

/** Cells of 1 ft with 10 ft sections for people working in inches or feet, 10 cm and 1 m otherwise. */
function gridSpacing(unit: LengthUnit): { cell: number; section: number } {
  return unit === 'inch' || unit === 'ft' ? { cell: 0.3048, section: 3.048 } : { cell: 0.1, section: 1 };
}

/** In 3D the grid lies this far under the room's floor, which hides it inside the room. */
const UNDER_FLOOR = -0.01;

/**
 * The floor grid of the showGrid setting, spaced in round numbers of the user's unit. In 3D
 * (`underFloor`) it lies just under the floor, so it shows around the room but not inside it.
 */
export function SceneGrid({ unit, underFloor = false }: { unit: LengthUnit; underFloor?: boolean }) {
  const { cell, section } = gridSpacing(unit);
  return (
    <Grid
      args={[40, 40]}
      cellSize={cell}
      sectionSize={section}
      cellColor="#d0d4da"
      sectionColor="#a8afb9"
      infiniteGrid
      fadeDistance={60}
      position={[0, underFloor ? UNDER_FLOOR : 0, 0]}
      userData={{ kind: 'grid' }}
    />
  );
}
