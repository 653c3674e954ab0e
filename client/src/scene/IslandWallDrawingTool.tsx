import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { Mesh } from 'three';
import { PLAN_BACKGROUND } from './PlanNavigation';
import type { FloorPoint } from '../model/wallGeometry';
import { placeWallPreview } from './placeWallPreview';

export interface IslandWallDrawingToolProps {
  /** Adds the island wall and answers its id, or null when none was made. */
  onDrawIslandWall(first: FloorPoint, last: FloorPoint): string | null;
  onStepChange(step: 'start' | 'end'): void;
  onDone(): void;
}

const FLOOR_SIZE = 400;
const PREVIEW_HEIGHT = 0.01;
const PREVIEW_WIDTH = 0.04;

/**
 * Island Wall drawing in the top view: a click starts an island wall and the next ends it. Island
 * walls stand alone, so each pair of clicks makes one and nothing is chained; Enter or Esc ends.
 */
export function IslandWallDrawingTool({
  onDrawIslandWall,
  onStepChange,
  onDone,
}: IslandWallDrawingToolProps) {
  const invalidate = useThree((state) => state.invalidate);
  const start = useRef<FloorPoint | null>(null);
  const preview = useRef<Mesh>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === 'Enter') onDone();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onDone]);

  const showPreview = (end: FloorPoint) => {
    if (placeWallPreview(preview.current, start.current, end, PREVIEW_HEIGHT)) invalidate();
  };

  const onClick = (event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
    const point = { x: event.point.x, z: event.point.z };
    if (start.current === null) {
      start.current = point;
      onStepChange('end');
      return;
    }
    if (onDrawIslandWall(start.current, point) === null) return;
    start.current = null;
    if (preview.current) preview.current.visible = false;
    onStepChange('start');
    invalidate();
  };

  return (
    <>
      <mesh
        rotation={[-Math.PI / 2, 0, 0]}
        position={[0, 0.001, 0]}
        userData={{ [PLAN_BACKGROUND]: true }}
        onClick={onClick}
        onPointerMove={(event) => showPreview({ x: event.point.x, z: event.point.z })}
      >
        <planeGeometry args={[FLOOR_SIZE, FLOOR_SIZE]} />
        <meshBasicMaterial transparent opacity={0} depthWrite={false} />
      </mesh>
      <mesh ref={preview} visible={false}>
        <boxGeometry args={[1, PREVIEW_HEIGHT, PREVIEW_WIDTH]} />
        <meshBasicMaterial color="#607d8b" />
      </mesh>
    </>
  );
}
