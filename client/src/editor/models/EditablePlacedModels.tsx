import type { FloorPoint, PlacedModel } from '@kitchensync/schemas';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { Plane, Raycaster, Vector2, Vector3, type Group } from 'three';
import type * as Y from 'yjs';
import { moveModels } from '../../doc/modelCommands/moveModels';
import { PlacedModelRenderer } from '../../scene/models/PlacedModelRenderer';
import type { ViewMode } from '../../scene/ViewMode';
import { useSelection } from '../../session/useSelection';
import { attemptModelCommand } from './attemptModelCommand';

export const MODEL_DRAG_PREVIEW_KIND = 'modelDragPreview';
const FLOOR = new Plane(new Vector3(0, 1, 0), 0);
/** A press that travels less than this many pixels is a click, not a drag. */
const DRAG_THRESHOLD_PX = 4;
const PREVIEW_COLOR = '#1976d2';
const PREVIEW_THICKNESS = 0.01;

interface ModelDrag {
  ids: readonly string[];
  pointerId: number;
  start: FloorPoint;
  startClient: { x: number; y: number };
  moved: boolean;
}

export interface EditablePlacedModelsProps {
  doc: Y.Doc;
  origin: unknown;
  models: readonly PlacedModel[];
  viewMode: ViewMode;
  /** Whether clicks select models (off while a drawing tool takes the clicks). */
  selectable: boolean;
}

/**
 * The placed models for an editor: a click selects one (in either view), and in the top view a
 * press on a model drags it, or the whole selection it belongs to, across the floor. The drag lives
 * in refs and moves an outline of the dragged models; the release commits one move command, so the
 * drag is one undo step, and a refusal (a locked model) is shown in the Selected model panel.
 */
export function EditablePlacedModels({
  doc,
  origin,
  models,
  viewMode,
  selectable,
}: EditablePlacedModelsProps) {
  const get = useThree((state) => state.get);
  const invalidate = useThree((state) => state.invalidate);
  const selectedIds = useSelection((state) => state.selectedIds);
  const drag = useRef<ModelDrag | null>(null);
  const justDragged = useRef(false);
  const stopListening = useRef<(() => void) | null>(null);
  const preview = useRef<Group>(null);
  const raycaster = useRef(new Raycaster());
  useEffect(() => () => stopListening.current?.(), []);

  const floorAt = (clientX: number, clientY: number): FloorPoint | null => {
    const { camera, gl } = get();
    const rect = gl.domElement.getBoundingClientRect();
    const pointer = new Vector2(
      ((clientX - rect.left) / rect.width) * 2 - 1,
      -((clientY - rect.top) / rect.height) * 2 + 1,
    );
    raycaster.current.setFromCamera(pointer, camera);
    const hit = raycaster.current.ray.intersectPlane(FLOOR, new Vector3());
    return hit === null ? null : { x: hit.x, z: hit.z };
  };

  const deltaTo = (current: ModelDrag, event: PointerEvent): FloorPoint | null => {
    const point = floorAt(event.clientX, event.clientY);
    return point === null ? null : { x: point.x - current.start.x, z: point.z - current.start.z };
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
    const delta = deltaTo(current, event);
    const outline = preview.current;
    if (delta === null || outline === null) return;
    outline.position.set(delta.x, 0, delta.z);
    outline.visible = true;
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
    justDragged.current = true;
    const delta = deltaTo(current, event);
    if (delta === null) return;
    attemptModelCommand(current.ids, () => moveModels(doc, origin, current.ids, delta));
  };

  const startDrag = (id: string, event: ThreeEvent<PointerEvent>) => {
    justDragged.current = false;
    if (viewMode !== 'top' || event.button !== 0) return;
    event.stopPropagation();
    const selection = useSelection.getState().selectedIds;
    const modelIds = new Set(models.map((model) => model.id));
    const keepSelection = selection.includes(id) && selection.every((selected) => modelIds.has(selected));
    if (!keepSelection && !event.shiftKey) useSelection.getState().select([id]);
    const start = event.ray.intersectPlane(FLOOR, new Vector3());
    if (start === null) return;
    stopListening.current?.();
    drag.current = {
      ids: keepSelection ? selection : [id],
      pointerId: event.pointerId,
      start: { x: start.x, z: start.z },
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

  const select = (id: string, event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
    // The click that ends a drag is not a new selection.
    if (justDragged.current) return;
    if (event.shiftKey) useSelection.getState().toggle(id);
    else useSelection.getState().select([id]);
  };

  const outlined = models.filter((model) => selectedIds.includes(model.id));
  return (
    <>
      <PlacedModelRenderer
        models={models}
        viewMode={viewMode}
        onModelPointerDown={selectable ? startDrag : undefined}
        onModelClick={selectable ? select : undefined}
      />
      <group ref={preview} visible={false} userData={{ kind: MODEL_DRAG_PREVIEW_KIND }}>
        {outlined.map((model) => (
          <mesh
            key={model.id}
            position={[model.position.x, model.position.y + model.dimensions.height, model.position.z]}
            rotation={[0, model.rotation.y, 0]}
            raycast={() => undefined}
          >
            <boxGeometry args={[model.dimensions.width, PREVIEW_THICKNESS, model.dimensions.depth]} />
            <meshBasicMaterial color={PREVIEW_COLOR} transparent opacity={0.5} depthTest={false} />
          </mesh>
        ))}
      </group>
    </>
  );
}
