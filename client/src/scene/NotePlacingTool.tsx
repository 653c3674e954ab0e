import type { FloorPoint } from '@kitchensync/schemas';
import type { ThreeEvent } from '@react-three/fiber';
import { useEffect } from 'react';
import { PLAN_BACKGROUND } from './PlanNavigation';

const FLOOR_SIZE = 400;
/** A press that travels further than this many pixels turned the 3D view; it places nothing. */
const CLICK_TOLERANCE_PX = 4;

export interface NotePlacingToolProps {
  onPlace(at: FloorPoint): void;
  onDone(): void;
}

/**
 * Placing a note: the next click on the floor, in the top view or in 3D, pins a note there; Esc
 * gives up. The floor plane is invisible and sits just above the grid.
 */
export function NotePlacingTool({ onPlace, onDone }: NotePlacingToolProps) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDone();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onDone]);

  const onClick = (event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
    if (event.delta > CLICK_TOLERANCE_PX) return;
    onPlace({ x: event.point.x, z: event.point.z });
  };

  return (
    <mesh
      rotation={[-Math.PI / 2, 0, 0]}
      position={[0, 0.001, 0]}
      userData={{ [PLAN_BACKGROUND]: true }}
      onClick={onClick}
    >
      <planeGeometry args={[FLOOR_SIZE, FLOOR_SIZE]} />
      <meshBasicMaterial transparent opacity={0} depthWrite={false} />
    </mesh>
  );
}
