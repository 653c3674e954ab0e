import { formatLength, lengthUnitLabel, type FloorPoint, type LengthUnit } from '@kitchensync/schemas';
import { Html, Line } from '@react-three/drei';
import { useFrame, type ThreeEvent } from '@react-three/fiber';
import { useRef, type PointerEvent as ReactPointerEvent, type SyntheticEvent } from 'react';
import { Vector3, type Group, type Mesh } from 'three';
import { dimensionLine } from '../model/measurements/dimensionLine';
import { labelOccluded } from './labelOccluded';
import type { ViewMode } from './ViewMode';
import { metersPerPixel } from './metersPerPixel';
import './dimensionLine.css';

/** Above the floor and the grid; in the top view the line is drawn over everything anyway. */
const LIFT = 0.02;
/** The end marks in screen pixels: the 45° tick's half length and the extension line's half length. */
const TICK_PX = 6;
const EXTENSION_PX = 8;
/** How wide a band around the line takes a press, in screen pixels. */
const HIT_PX = 12;
/** Meters per "pixel" of the end marks in 3D, where the view has no fixed scale. */
const PERSPECTIVE_METERS_PER_PX = 0.004;
const COLOR = '#263238';
const SELECTED_COLOR = '#2e7d32';
/** Labels stack above the canvas but below menus and dialogs, as notes do. */
const LABEL_Z_INDEX_RANGE: [number, number] = [50, 0];

/** A press on a measurement: its pointer, wherever it landed (line or label). */
export interface MeasurementPress {
  pointerId: number;
  clientX: number;
  clientY: number;
  button: number;
  shiftKey: boolean;
  /** The label's element when the press was on it. */
  label: HTMLElement | null;
}

export interface DimensionLineMarkProps {
  id?: string;
  start: FloorPoint;
  end: FloorPoint;
  unit: LengthUnit;
  viewMode: ViewMode;
  selected?: boolean;
  onPress?: (press: MeasurementPress) => void;
  /** The mark's root group, moved by a drag without React. */
  groupRef?: (group: Group | null) => void;
}

const keepFromCanvas = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A dimension line as a plan draws one: a thin line between the two points, an extension mark and
 * a 45° tick at each end, and the length in the person's unit centred on the line, turned with it
 * in the top view and never upside down. The end marks keep their size on screen at any zoom.
 */
export function DimensionLineMark({
  id,
  start,
  end,
  unit,
  viewMode,
  selected = false,
  onPress,
  groupRef,
}: DimensionLineMarkProps) {
  const top = viewMode === 'top';
  const line = dimensionLine(start, end);
  const turn = Math.atan2(-line.along.z, line.along.x);
  const startMarks = useRef<Group>(null);
  const endMarks = useRef<Group>(null);
  const hitBand = useRef<Mesh>(null);
  const label = useRef<HTMLSpanElement>(null);
  const labelGroup = useRef<Group>(null);
  const color = selected ? SELECTED_COLOR : COLOR;
  const onTop = top ? { depthTest: false, renderOrder: 10 } : {};

  useFrame(({ camera }) => {
    const metersPerPx = top ? metersPerPixel(camera, PERSPECTIVE_METERS_PER_PX) : PERSPECTIVE_METERS_PER_PX;
    startMarks.current?.scale.setScalar(metersPerPx);
    endMarks.current?.scale.setScalar(metersPerPx);
    hitBand.current?.scale.set(Math.max(line.length, 1e-3), HIT_PX * metersPerPx, 1);
  });
  // The label is HTML over the canvas: in 3D it is hidden while a wall or a model stands between it
  // and the camera (checked on each drawn frame, as the view is rendered on demand); never in 2D.
  useFrame(({ camera, scene }) => {
    const element = label.current;
    const anchor = labelGroup.current;
    if (element === null || anchor === null) return;
    const hidden = !top && labelOccluded(anchor.getWorldPosition(new Vector3()), camera, scene);
    element.style.visibility = hidden ? 'hidden' : '';
    element.dataset.occluded = String(hidden);
  });

  const press = (pointer: Omit<MeasurementPress, 'label'>, label: HTMLElement | null) => {
    onPress?.({ ...pointer, label });
  };
  const onLinePress = (event: ThreeEvent<PointerEvent>) => {
    event.stopPropagation();
    const { pointerId, clientX, clientY, button, shiftKey } = event.nativeEvent;
    press({ pointerId, clientX, clientY, button, shiftKey }, null);
  };
  const onLabelPress = (event: ReactPointerEvent<HTMLElement>) => {
    keepFromCanvas(event);
    const { pointerId, clientX, clientY, button, shiftKey } = event;
    press({ pointerId, clientX, clientY, button, shiftKey }, event.currentTarget);
  };

  const marks = (
    <>
      <Line
        points={[
          [-TICK_PX, 0, TICK_PX],
          [TICK_PX, 0, -TICK_PX],
        ]}
        color={color}
        lineWidth={selected ? 2.5 : 2}
        raycast={() => null}
        {...onTop}
      />
      <Line
        points={[
          [0, 0, -EXTENSION_PX],
          [0, 0, EXTENSION_PX],
        ]}
        color={color}
        lineWidth={1}
        raycast={() => null}
        {...onTop}
      />
    </>
  );

  return (
    <group ref={groupRef} userData={{ kind: 'measurement', id }}>
      <Line
        points={[
          [start.x, LIFT, start.z],
          [end.x, LIFT, end.z],
        ]}
        color={color}
        lineWidth={selected ? 2 : 1.25}
        raycast={() => null}
        {...onTop}
      />
      <group ref={startMarks} position={[start.x, LIFT, start.z]} rotation={[0, turn, 0]}>
        {marks}
      </group>
      <group ref={endMarks} position={[end.x, LIFT, end.z]} rotation={[0, turn, 0]}>
        {marks}
      </group>
      {onPress !== undefined && (
        <mesh
          ref={hitBand}
          position={[line.middle.x, LIFT, line.middle.z]}
          rotation={[-Math.PI / 2, 0, turn]}
          onPointerDown={onLinePress}
        >
          <planeGeometry args={[1, 1]} />
          <meshBasicMaterial transparent opacity={0} depthWrite={false} />
        </mesh>
      )}
      <group ref={labelGroup} position={[line.middle.x, LIFT, line.middle.z]} />
      <Html position={[line.middle.x, LIFT, line.middle.z]} center zIndexRange={LABEL_Z_INDEX_RANGE}>
        <span
          ref={label}
          className={`dimension-label${selected ? ' dimension-label-selected' : ''}`}
          data-measurement-id={id}
          style={{
            transform: top ? `rotate(${line.labelAngle}rad)` : undefined,
            pointerEvents: onPress === undefined ? 'none' : 'auto',
            cursor: onPress === undefined ? undefined : top ? 'move' : 'pointer',
          }}
          onPointerDown={onPress === undefined ? undefined : onLabelPress}
          onPointerUp={onPress === undefined ? undefined : keepFromCanvas}
          onClick={onPress === undefined ? undefined : keepFromCanvas}
        >
          {formatLength(line.length, unit)} {lengthUnitLabel(unit)}
        </span>
      </Html>
    </group>
  );
}
