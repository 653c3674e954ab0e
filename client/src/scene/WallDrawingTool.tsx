import { formatLength, lengthUnitLabel, type LengthUnit, type Wall } from '@kitchensync/schemas';
import { Html } from '@react-three/drei';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { Group, Mesh } from 'three';
import { wallFromPoints, type FloorPoint } from '../model/wallGeometry';
import { PLAN_BACKGROUND } from './PlanNavigation';
import { placeWallPreview } from './placeWallPreview';
import { snapWallPoint } from '../model/walls/snapWallPoint';

export interface WallDrawingToolProps {
  /** The walls already drawn, which clicks snap to. */
  walls?: readonly Wall[];
  /** The person's unit, for the length shown beside the wall being drawn. */
  unit?: LengthUnit;
  /**
   * Adds the wall and answers its id, or null when none was made. `connectEndTo` names a wall whose
   * end the new wall's end was snapped onto.
   */
  onDrawWall(
    start: FloorPoint,
    end: FloorPoint,
    connectTo: string | null,
    connectEndTo: string | null,
  ): string | null;
  onStepChange(step: 'start' | 'end'): void;
  onDone(): void;
}

const FLOOR_SIZE = 400;
const PREVIEW_HEIGHT = 0.01;
const PREVIEW_WIDTH = 0.06;
/** How far beside the rubber band its length shows, meters, on the side a wall's measurement does. */
const LENGTH_LABEL_GAP = 0.25;

/**
 * Solid Wall drawing in the top view: a click starts a wall, the next click ends it and starts the
 * next one from there, connected. Enter disconnects (the next click starts afresh); Enter again or
 * Esc ends drawing. Clicks snap to the ends and faces of walls within 0.25 m; a click snapped onto a
 * wall's end joins the new wall to it. The rubber band and its live length, in the person's unit,
 * follow the pointer through refs, never through React state.
 */
export function WallDrawingTool({
  walls = [],
  unit = 'inch',
  onDrawWall,
  onStepChange,
  onDone,
}: WallDrawingToolProps) {
  const invalidate = useThree((state) => state.invalidate);
  const start = useRef<FloorPoint | null>(null);
  const chainFrom = useRef<string | null>(null);
  const preview = useRef<Mesh>(null);
  const lengthAnchor = useRef<Group>(null);
  const lengthLabel = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || (event.key === 'Enter' && start.current === null)) {
        onDone();
      } else if (event.key === 'Enter') {
        start.current = null;
        chainFrom.current = null;
        if (preview.current) preview.current.visible = false;
        if (lengthLabel.current) lengthLabel.current.hidden = true;
        onStepChange('start');
        invalidate();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [invalidate, onDone, onStepChange]);

  const hidePreview = () => {
    if (preview.current) preview.current.visible = false;
    if (lengthLabel.current) lengthLabel.current.hidden = true;
  };

  const showLength = (from: FloorPoint, end: FloorPoint) => {
    const label = lengthLabel.current;
    const anchor = lengthAnchor.current;
    if (label === null || anchor === null) return;
    const placement = wallFromPoints(from, end);
    label.hidden = placement === null;
    if (placement === null) return;
    label.textContent = `${formatLength(placement.dimensions.x, unit)} ${lengthUnitLabel(unit)}`;
    anchor.position.set(
      (from.x + end.x) / 2 - Math.sin(placement.angle) * LENGTH_LABEL_GAP,
      PREVIEW_HEIGHT,
      (from.z + end.z) / 2 - Math.cos(placement.angle) * LENGTH_LABEL_GAP,
    );
    anchor.updateMatrixWorld();
  };

  const showPreview = (end: FloorPoint) => {
    if (start.current !== null) showLength(start.current, end);
    if (placeWallPreview(preview.current, start.current, end, PREVIEW_HEIGHT)) invalidate();
  };

  const snapped = (event: ThreeEvent<PointerEvent | MouseEvent>) => {
    const raw = { x: event.point.x, z: event.point.z };
    const snap = snapWallPoint(raw, walls);
    return {
      point: snap?.point ?? raw,
      joinTo: snap?.target.kind === 'end' ? snap.target.wallId : null,
    };
  };

  const onClick = (event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
    const { point, joinTo } = snapped(event);
    if (start.current === null) {
      start.current = point;
      chainFrom.current = joinTo;
      onStepChange('end');
      return;
    }
    const endJoin = joinTo === chainFrom.current ? null : joinTo;
    const id = onDrawWall(start.current, point, chainFrom.current, endJoin);
    if (id === null) return;
    start.current = point;
    chainFrom.current = id;
    hidePreview();
    invalidate();
  };

  return (
    <>
      <mesh
        rotation={[-Math.PI / 2, 0, 0]}
        position={[0, 0.001, 0]}
        userData={{ [PLAN_BACKGROUND]: true }}
        onClick={onClick}
        onPointerMove={(event) => showPreview(snapped(event).point)}
      >
        <planeGeometry args={[FLOOR_SIZE, FLOOR_SIZE]} />
        <meshBasicMaterial transparent opacity={0} depthWrite={false} />
      </mesh>
      <mesh ref={preview} visible={false}>
        <boxGeometry args={[1, PREVIEW_HEIGHT, PREVIEW_WIDTH]} />
        <meshBasicMaterial color="#1976d2" />
      </mesh>
      <group ref={lengthAnchor}>
        <Html center style={{ pointerEvents: 'none' }}>
          <span ref={lengthLabel} className="wall-measurement drawing-wall-length" hidden />
        </Html>
      </group>
    </>
  );
}
