import type { Wall } from '@kitchensync/schemas';
import type { ThreeEvent } from '@react-three/fiber';
import { useEffect } from 'react';
import { distanceAlongWall } from '../model/openings/distanceAlongWall';
import { wallMidPoint } from '../model/wallGeometry';

/** A press that travels further than this many pixels turned the 3D view; it places nothing. */
const CLICK_TOLERANCE_PX = 4;
/** The click targets stand a little proud of the walls, so a click on a wall's face or top lands. */
const REACH = 0.02;

export interface OpeningPlacingToolProps {
  walls: readonly Wall[];
  onPlace(wallId: string, alongWall: number): void;
  onDone(): void;
}

/**
 * Placing an opening: the next click on a wall, in the top view or in 3D, puts the opening there,
 * centred where the wall was clicked; Esc gives up. Each wall gets an invisible click target over
 * it, above everything else the scene would otherwise hand the click to.
 */
export function OpeningPlacingTool({ walls, onPlace, onDone }: OpeningPlacingToolProps) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDone();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onDone]);

  return (
    <>
      {walls.map((wall) => {
        const mid = wallMidPoint(wall);
        const onClick = (event: ThreeEvent<MouseEvent>) => {
          event.stopPropagation();
          if (event.delta > CLICK_TOLERANCE_PX) return;
          onPlace(wall.id, distanceAlongWall(wall, { x: event.point.x, z: event.point.z }));
        };
        return (
          <mesh
            key={wall.id}
            position={[mid.x, wall.dimensions.y / 2, mid.z]}
            rotation={[0, wall.angle, 0]}
            userData={{ kind: 'opening-placing-target', id: wall.id }}
            onClick={onClick}
          >
            <boxGeometry
              args={[wall.dimensions.x, wall.dimensions.y + REACH, wall.dimensions.z + 2 * REACH]}
            />
            <meshBasicMaterial transparent opacity={0} depthWrite={false} />
          </mesh>
        );
      })}
    </>
  );
}
