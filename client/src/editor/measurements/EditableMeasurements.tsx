import type { CustomMeasurement, LengthUnit } from '@kitchensync/schemas';
import { useThree } from '@react-three/fiber';
import { useRef, useState } from 'react';
import { Raycaster, type Group } from 'three';
import type * as Y from 'yjs';
import { moveMeasurement } from '../../doc/measurementCommands/moveMeasurement';
import type { MeasurementPress } from '../../scene/DimensionLineMark';
import { MeasurementRenderer } from '../../scene/MeasurementRenderer';
import { FLOOR_PLANE, pointOnPlane } from '../../scene/pointOnPlane';
import type { ViewMode } from '../../scene/ViewMode';
import { useSelection } from '../../session/useSelection';
import { attemptMeasurementCommand } from './attemptMeasurementCommand';
import { useWindowDrag } from '../useWindowDrag';

/** A press that travels less than this many pixels is a click, not a drag. */
const DRAG_THRESHOLD_PX = 4;

interface MeasurementDrag {
  id: string;
  pointerId: number;
  startClient: { x: number; y: number };
  moved: boolean;
}

export interface EditableMeasurementsProps {
  doc: Y.Doc;
  origin: unknown;
  measurements: readonly CustomMeasurement[];
  unit: LengthUnit;
  viewMode: ViewMode;
  /** Whether measurements take presses (off while a drawing or placing tool takes the clicks). */
  selectable: boolean;
}

/**
 * The measurements for an editor: a press on a line or its label selects it (Shift adds it to the
 * selection), and in the top view dragging moves it. The drag moves the measurement's group
 * directly, never through React state; the release commits one move command.
 */
export function EditableMeasurements({
  doc,
  origin,
  measurements,
  unit,
  viewMode,
  selectable,
}: EditableMeasurementsProps) {
  const get = useThree((state) => state.get);
  const [groups] = useState(() => new Map<string, Group>());
  const drag = useRef<MeasurementDrag | null>(null);
  const windowDrag = useWindowDrag();
  const raycaster = useRef(new Raycaster());

  const offsetBetween = (from: { x: number; y: number }, to: { clientX: number; clientY: number }) => {
    const { camera, gl } = get();
    const view = { camera, canvas: gl.domElement };
    const a = pointOnPlane(view, raycaster.current, FLOOR_PLANE, from.x, from.y);
    const b = pointOnPlane(view, raycaster.current, FLOOR_PLANE, to.clientX, to.clientY);
    return a === null || b === null ? null : { x: b.x - a.x, z: b.z - a.z };
  };

  const onPointerMove = (event: PointerEvent) => {
    const current = drag.current;
    if (current === null || event.pointerId !== current.pointerId) return;
    const dx = event.clientX - current.startClient.x;
    const dy = event.clientY - current.startClient.y;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    current.moved = true;
    const offset = offsetBetween(current.startClient, event);
    const group = groups.get(current.id);
    if (offset === null || group === undefined) return;
    group.position.set(offset.x, 0, offset.z);
    get().invalidate();
  };

  const onPointerUp = (event: PointerEvent) => {
    const current = drag.current;
    if (current === null || event.pointerId !== current.pointerId) return;
    windowDrag.stop();
    drag.current = null;
    groups.get(current.id)?.position.set(0, 0, 0);
    get().invalidate();
    if (!current.moved) return;
    const offset = offsetBetween(current.startClient, event);
    if (offset === null) return;
    attemptMeasurementCommand(() => moveMeasurement(doc, origin, current.id, offset));
  };

  const press = (measurement: CustomMeasurement, pointer: MeasurementPress) => {
    if (pointer.button !== 0) return;
    if (pointer.shiftKey) useSelection.getState().toggle(measurement.id);
    else useSelection.getState().select([measurement.id]);
    if (viewMode !== 'top') return;
    windowDrag.stop();
    drag.current = {
      id: measurement.id,
      pointerId: pointer.pointerId,
      startClient: { x: pointer.clientX, y: pointer.clientY },
      moved: false,
    };
    windowDrag.follow(onPointerMove, onPointerUp);
  };

  return (
    <MeasurementRenderer
      measurements={measurements}
      unit={unit}
      viewMode={viewMode}
      onPress={selectable ? press : undefined}
      groups={groups}
    />
  );
}
