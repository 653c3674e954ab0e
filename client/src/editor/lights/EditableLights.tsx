import type { FloorPoint, PointLight } from '@kitchensync/schemas';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useCallback, useEffect, useRef } from 'react';
import { MeshBasicMaterial, Raycaster, type Mesh } from 'three';
import type * as Y from 'yjs';
import { addLight } from '../../doc/lightCommands/addLight';
import { moveLight } from '../../doc/lightCommands/moveLight';
import { LIGHT_SYMBOL_GEOMETRY } from '../../scene/lights/lightSymbolGeometry';
import { PointLightRenderer } from '../../scene/lights/PointLightRenderer';
import { NotePlacingTool } from '../../scene/NotePlacingTool';
import { FLOOR_PLANE, pointOnPlane } from '../../scene/pointOnPlane';
import type { ViewMode } from '../../scene/ViewMode';
import { useLightsTool } from '../../session/useLightsTool';
import { useSelection } from '../../session/useSelection';
import { attemptLightCommand } from './attemptLightCommand';
import { useLightsToolsAllowed } from './useLightsToolsAllowed';

/** A press that travels less than this many pixels is a click, not a drag. */
const DRAG_THRESHOLD_PX = 4;
const DRAG_PREVIEW_COLOR = '#1976d2';
const dragPreviewMaterial = new MeshBasicMaterial({
  color: DRAG_PREVIEW_COLOR,
  depthTest: false,
  depthWrite: false,
});

interface LightDrag {
  light: PointLight;
  pointerId: number;
  startClient: { x: number; y: number };
  moved: boolean;
}

export interface EditableLightsProps {
  doc: Y.Doc;
  origin: unknown;
  lights: readonly PointLight[];
  viewMode: ViewMode;
  /** Whether the design's clicks are free (no drawing or other placing tool takes them). */
  selectable: boolean;
}

/**
 * The lights for an editor. With the Lights tool on, each click on the floor (in 2D or 3D) hangs a
 * light there at ceiling height and selects it; Esc ends the tool, as does starting another tool.
 * Otherwise a click on a light's marker selects it (Shift adds it to the selection), and in the top
 * view dragging the symbol moves the light: a preview ring follows the pointer (moved through its
 * ref, never React state) and the release commits one move command. On a client domain the lights
 * are only drawn (spec 002: the Lights tools are hidden there).
 */
export function EditableLights({ doc, origin, lights, viewMode, selectable }: EditableLightsProps) {
  const allowed = useLightsToolsAllowed();
  const placing = useLightsTool((state) => state.placingLights);
  const get = useThree((state) => state.get);
  const invalidate = useThree((state) => state.invalidate);
  const drag = useRef<LightDrag | null>(null);
  const stopListening = useRef<(() => void) | null>(null);
  const preview = useRef<Mesh>(null);
  const raycaster = useRef(new Raycaster());
  useEffect(() => {
    // Another tool took the design's clicks: the Lights tool ends rather than waiting underneath.
    if (!selectable || !allowed) useLightsTool.getState().stop();
  }, [selectable, allowed]);
  useEffect(() => () => stopListening.current?.(), []);

  const stopPlacing = useCallback(() => useLightsTool.getState().stop(), []);
  const placeLight = useCallback(
    (at: FloorPoint) => {
      const light = attemptLightCommand(() => addLight(doc, origin, at));
      if (light !== null) useSelection.getState().select([light.id]);
    },
    [doc, origin],
  );

  const floorAt = (clientX: number, clientY: number): FloorPoint | null => {
    const { camera, gl } = get();
    return pointOnPlane({ camera, canvas: gl.domElement }, raycaster.current, FLOOR_PLANE, clientX, clientY);
  };

  const onPointerMove = (event: PointerEvent) => {
    const current = drag.current;
    if (current === null || event.pointerId !== current.pointerId) return;
    const travelled = Math.hypot(
      event.clientX - current.startClient.x,
      event.clientY - current.startClient.y,
    );
    if (!current.moved && travelled < DRAG_THRESHOLD_PX) return;
    current.moved = true;
    const to = floorAt(event.clientX, event.clientY);
    if (to === null || preview.current === null) return;
    preview.current.position.set(to.x, current.light.y + 0.05, to.z);
    preview.current.visible = true;
    invalidate();
  };

  const onPointerUp = (event: PointerEvent) => {
    const current = drag.current;
    if (current === null || event.pointerId !== current.pointerId) return;
    stopListening.current?.();
    drag.current = null;
    if (preview.current !== null) preview.current.visible = false;
    invalidate();
    if (!current.moved) return;
    const to = floorAt(event.clientX, event.clientY);
    if (to !== null) attemptLightCommand(() => moveLight(doc, origin, current.light.id, to));
  };

  const press = (id: string, event: ThreeEvent<PointerEvent>) => {
    if (event.button !== 0) return;
    const light = lights.find((each) => each.id === id);
    if (light === undefined) return;
    if (event.shiftKey) useSelection.getState().toggle(id);
    else useSelection.getState().select([id]);
    if (viewMode !== 'top') return;
    stopListening.current?.();
    drag.current = {
      light,
      pointerId: event.pointerId,
      startClient: { x: event.nativeEvent.clientX, y: event.nativeEvent.clientY },
      moved: false,
    };
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onPointerUp);
    stopListening.current = () => {
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerUp);
      stopListening.current = null;
    };
  };

  const editing = allowed && selectable && !placing;
  return (
    <>
      <PointLightRenderer
        lights={lights}
        viewMode={viewMode}
        onLightPointerDown={editing ? press : undefined}
        // The press selected it; the click must not reach the floor, which clears the selection.
        onLightClick={editing ? () => {} : undefined}
      />
      <mesh
        ref={preview}
        visible={false}
        geometry={LIGHT_SYMBOL_GEOMETRY.symbol}
        material={dragPreviewMaterial}
        renderOrder={12}
        raycast={() => null}
        userData={{ kind: 'lightDragPreview' }}
      />
      {allowed && selectable && placing && <NotePlacingTool onPlace={placeLight} onDone={stopPlacing} />}
    </>
  );
}
