import { formatLength, lengthUnitLabel, type FloorPoint, type LengthUnit } from '@kitchensync/schemas';
import { Html, Line } from '@react-three/drei';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useRef, type ComponentRef } from 'react';
import type { Camera, Group, Mesh, MeshBasicMaterial } from 'three';
import type { MeasurementSnapScene } from '../model/measurements/measurementSnapScene';
import { snapMeasurementPoint } from '../model/measurements/snapMeasurementPoint';
import { metersPerPixel } from './metersPerPixel';
import './dimensionLine.css';

const FLOOR_SIZE = 400;
const LIFT = 0.02;
/** How near the pointer must come to a snap target, in screen pixels of the top view. */
const SNAP_PX = 12;
/** The snap marker's radii, screen pixels. */
const MARKER_INNER_PX = 4;
const MARKER_OUTER_PX = 7;
const SNAPPED_COLOR = '#ef6c00';
const FREE_COLOR = '#607d8b';

export interface MeasureToolProps {
  scene: MeasurementSnapScene;
  unit: LengthUnit;
  onMeasure(start: FloorPoint, end: FloorPoint): void;
  onDone(): void;
}

function pixelsToMeters(camera: Camera, pixels: number): number {
  return pixels * metersPerPixel(camera, 0.01);
}

/**
 * The Measure tool in the top view: a click sets where a measurement starts and the next click
 * where it ends, each snapped to wall ends, wall faces, model corners and opening sides within a
 * few pixels. A ring marks where the click will land (orange when snapped) and a line with its
 * length follows the pointer from the first point. Esc forgets a started measurement, or ends the
 * tool. The pointer is followed through refs, never through React state.
 */
export function MeasureTool({ scene, unit, onMeasure, onDone }: MeasureToolProps) {
  const invalidate = useThree((state) => state.invalidate);
  const start = useRef<FloorPoint | null>(null);
  const marker = useRef<Mesh>(null);
  const markerMaterial = useRef<MeshBasicMaterial>(null);
  const band = useRef<ComponentRef<typeof Line>>(null);
  const labelAnchor = useRef<Group>(null);
  const label = useRef<HTMLSpanElement>(null);

  const hidePreview = () => {
    if (band.current) band.current.visible = false;
    if (label.current) label.current.style.display = 'none';
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (start.current === null) {
        onDone();
        return;
      }
      start.current = null;
      hidePreview();
      invalidate();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [invalidate, onDone]);

  useFrame(({ camera }) => {
    marker.current?.scale.setScalar(pixelsToMeters(camera, 1));
  });

  const snapped = (event: ThreeEvent<PointerEvent | MouseEvent>) => {
    const raw = { x: event.point.x, z: event.point.z };
    const snap = snapMeasurementPoint(raw, scene, pixelsToMeters(event.camera, SNAP_PX));
    return { point: snap?.point ?? raw, snappedTo: snap?.kind ?? null };
  };

  const showAt = (point: FloorPoint, snappedTo: string | null) => {
    if (marker.current) {
      marker.current.visible = true;
      marker.current.position.set(point.x, LIFT, point.z);
      marker.current.userData.snappedTo = snappedTo;
    }
    markerMaterial.current?.color.set(snappedTo === null ? FREE_COLOR : SNAPPED_COLOR);
    const from = start.current;
    if (from !== null && band.current && labelAnchor.current && label.current) {
      band.current.geometry.setPositions([from.x, LIFT, from.z, point.x, LIFT, point.z]);
      band.current.computeLineDistances();
      band.current.visible = true;
      labelAnchor.current.position.set((from.x + point.x) / 2, LIFT, (from.z + point.z) / 2);
      label.current.textContent = `${formatLength(Math.hypot(point.x - from.x, point.z - from.z), unit)} ${lengthUnitLabel(unit)}`;
      label.current.style.display = '';
    }
    invalidate();
  };

  const onClick = (event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
    const { point } = snapped(event);
    const from = start.current;
    if (from === null) {
      start.current = point;
      return;
    }
    if (Math.hypot(point.x - from.x, point.z - from.z) < 0.01) return;
    start.current = null;
    hidePreview();
    invalidate();
    onMeasure(from, point);
  };

  return (
    <>
      <mesh
        rotation={[-Math.PI / 2, 0, 0]}
        position={[0, 0.001, 0]}
        onClick={onClick}
        onPointerMove={(event) => {
          const { point, snappedTo } = snapped(event);
          showAt(point, snappedTo);
        }}
      >
        <planeGeometry args={[FLOOR_SIZE, FLOOR_SIZE]} />
        <meshBasicMaterial transparent opacity={0} depthWrite={false} />
      </mesh>
      <mesh
        ref={marker}
        visible={false}
        rotation={[-Math.PI / 2, 0, 0]}
        renderOrder={11}
        raycast={() => null}
      >
        <ringGeometry args={[MARKER_INNER_PX, MARKER_OUTER_PX, 24]} />
        <meshBasicMaterial ref={markerMaterial} color={FREE_COLOR} depthTest={false} />
      </mesh>
      <Line
        ref={band}
        visible={false}
        points={[
          [0, LIFT, 0],
          [0, LIFT, 0],
        ]}
        color={SNAPPED_COLOR}
        lineWidth={1.5}
        dashed
        dashSize={0.08}
        gapSize={0.05}
        depthTest={false}
        renderOrder={11}
        raycast={() => null}
      />
      <group ref={labelAnchor}>
        <Html center style={{ pointerEvents: 'none' }}>
          <span ref={label} className="dimension-label measure-preview-label" style={{ display: 'none' }} />
        </Html>
      </group>
    </>
  );
}
