import {
  readNodes,
  readWalls,
  type FloorPoint,
  type Countertop,
  type HandleChoice,
  type PlacedModel,
} from '@kitchensync/schemas';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { Plane, Raycaster, Vector3, type Group, type Mesh } from 'three';
import type * as Y from 'yjs';
import { moveModels } from '../../doc/modelCommands/moveModels';
import { placementSceneOf } from '../../model/placement/placementSceneOf';
import type { PlacementScene } from '../../model/placement/placementScene';
import { resolveModelsMove } from '../../model/placement/resolveModelsMove';
import { seatedSinks } from '../../model/placement/seatedSinks';
import { isClickNotDrag } from '../../scene/isClickNotDrag';
import { PlacedModelRenderer } from '../../scene/models/PlacedModelRenderer';
import type { ViewMode } from '../../scene/ViewMode';
import { useSelection } from '../../session/useSelection';
import { attemptModelCommand } from './attemptModelCommand';
import { pointOnPlane } from '../../scene/pointOnPlane';

export const MODEL_DRAG_PREVIEW_KIND = 'modelDragPreview';
const UP = new Vector3(0, 1, 0);
/** A press that travels less than this many pixels is a click, not a drag. */
const DRAG_THRESHOLD_PX = 4;
const PREVIEW_COLOR = '#1976d2';
const PREVIEW_THICKNESS = 0.01;

/** What a press on the canvas can switch off while a model is dragged: the 3D view's orbit controls. */
interface Switchable {
  enabled: boolean;
}

interface ModelDrag {
  models: readonly PlacedModel[];
  pointerId: number;
  /** The horizontal plane through the grabbed point, so that point stays under the pointer. */
  plane: Plane;
  start: FloorPoint;
  startClient: { x: number; y: number };
  moved: boolean;
  /** The walls and other models, read when the drag first moves (a click never needs them). */
  scene: PlacementScene | null;
  /** The sinks seated in dragged sink bases, which go with them; read with `scene`. */
  riders: ReadonlyMap<string, readonly PlacedModel[]>;
  /** Orbit controls switched off for this drag, switched on again at its end. */
  controls: Switchable | null;
}

export interface EditablePlacedModelsProps {
  doc: Y.Doc;
  origin: unknown;
  models: readonly PlacedModel[];
  viewMode: ViewMode;
  /** Whether clicks select models (off while a drawing tool takes the clicks). */
  selectable: boolean;
  /** The design's finishes the models are drawn with (see PlacedModelRenderer). */
  designHandle?: HandleChoice;
  countertopColor?: number | null;
  countertop?: Countertop | null;
}

function isSwitchable(controls: unknown): controls is Switchable {
  return typeof controls === 'object' && controls !== null && 'enabled' in controls;
}

/**
 * The placed models for an editor: a click selects one (in either view). In the top view a press
 * on a model drags it, or the whole selection it belongs to, across the floor; in 3D a press on a
 * selected, unlocked model does (the orbit controls rest during that drag), and a press anywhere
 * else orbits the view. The drag lives in refs: an outline shows where the placement rules will put
 * the models (snapped to a wall or a neighbour, pushed clear of collisions), and the sinks seated in
 * dragged sink bases where they go along (`resolveModelsMove`'s riders), and the release commits
 * one move command to that same place, so the drag is one undo step; a refusal (a locked model) is
 * shown in the Selected model panel.
 */
export function EditablePlacedModels({
  doc,
  origin,
  models,
  viewMode,
  selectable,
  designHandle = null,
  countertopColor = null,
  countertop = null,
}: EditablePlacedModelsProps) {
  const get = useThree((state) => state.get);
  const invalidate = useThree((state) => state.invalidate);
  const selectedIds = useSelection((state) => state.selectedIds);
  const drag = useRef<ModelDrag | null>(null);
  const justDragged = useRef(false);
  const stopListening = useRef<(() => void) | null>(null);
  const preview = useRef<Group>(null);
  const outlines = useRef(new Map<string, Mesh>());
  const raycaster = useRef(new Raycaster());
  useEffect(
    () => () => {
      // Unmounted mid-drag (the view changed): the orbit controls must not stay switched off.
      const controls = drag.current?.controls;
      if (controls) controls.enabled = true;
      stopListening.current?.();
    },
    [],
  );

  const pointOn = (plane: Plane, clientX: number, clientY: number): FloorPoint | null => {
    const { camera, gl } = get();
    return pointOnPlane({ camera, canvas: gl.domElement }, raycaster.current, plane, clientX, clientY);
  };

  const deltaTo = (current: ModelDrag, event: PointerEvent): FloorPoint | null => {
    const point = pointOn(current.plane, event.clientX, event.clientY);
    return point === null ? null : { x: point.x - current.start.x, z: point.z - current.start.z };
  };

  const showWhereItGoes = (current: ModelDrag, delta: FloorPoint) => {
    if (current.scene === null) {
      const ids = new Set(current.models.map((model) => model.id));
      current.riders = seatedSinks(
        current.models,
        models.filter((model) => !ids.has(model.id)),
      );
      for (const rider of [...current.riders.values()].flat()) ids.add(rider.id);
      current.scene = placementSceneOf(
        { walls: readWalls(doc), islandWalls: readNodes(doc, 'islandWall'), models },
        ids,
      );
    }
    const move = resolveModelsMove(current.models, current.scene, delta, current.riders);
    const moving = new Map(
      [...current.models, ...[...current.riders.values()].flat()].map((model) => [model.id, model]),
    );
    for (const [id, outline] of outlines.current) {
      const model = moving.get(id);
      const pose = move.poses.get(id);
      // An outline of a sink that does not ride in this drag (read before the drag began) stays out.
      outline.visible = model !== undefined && pose !== undefined;
      if (model === undefined || pose === undefined) continue;
      const height = model.dimensions.height;
      outline.position.set(
        pose.position.x,
        pose.position.y + (viewMode === 'top' ? height : height / 2),
        pose.position.z,
      );
      outline.rotation.set(0, pose.angle, 0);
    }
  };

  const endDrag = (current: ModelDrag) => {
    stopListening.current?.();
    drag.current = null;
    if (current.controls !== null) current.controls.enabled = true;
    if (preview.current !== null) preview.current.visible = false;
    invalidate();
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
    if (delta === null || preview.current === null) return;
    showWhereItGoes(current, delta);
    preview.current.visible = true;
    invalidate();
  };

  const onPointerUp = (event: PointerEvent) => {
    const current = drag.current;
    if (current === null || event.pointerId !== current.pointerId) return;
    endDrag(current);
    if (!current.moved) return;
    justDragged.current = true;
    const delta = deltaTo(current, event);
    if (delta === null) return;
    const ids = current.models.map((model) => model.id);
    attemptModelCommand(ids, () => moveModels(doc, origin, ids, delta));
  };

  const startDrag = (id: string, event: ThreeEvent<PointerEvent>) => {
    justDragged.current = false;
    if (event.button !== 0) return;
    const selection = useSelection.getState().selectedIds;
    const byId = new Map(models.map((model) => [model.id, model]));
    const keepSelection = selection.includes(id) && selection.every((selected) => byId.has(selected));
    const ids = keepSelection ? selection : [id];
    const dragged = ids.map((modelId) => byId.get(modelId)!);
    let controls: Switchable | null = null;
    if (viewMode === 'perspective') {
      // In 3D a press orbits the view unless it lands on what is already selected and may move.
      if (!keepSelection || dragged.some((model) => model.locked)) return;
      const current = get().controls;
      if (isSwitchable(current) && current.enabled) {
        // This handler runs before the controls' own listener, which then ignores the press.
        current.enabled = false;
        controls = current;
      }
    } else if (!keepSelection && !event.shiftKey) {
      useSelection.getState().select([id]);
    }
    event.stopPropagation();
    const plane = new Plane().setFromNormalAndCoplanarPoint(UP, event.point);
    const start = event.ray.intersectPlane(plane, new Vector3()) ?? event.point;
    const previous = drag.current;
    if (previous !== null) endDrag(previous);
    drag.current = {
      models: dragged,
      pointerId: event.pointerId,
      plane,
      start: { x: start.x, z: start.z },
      startClient: { x: event.nativeEvent.clientX, y: event.nativeEvent.clientY },
      moved: false,
      scene: null,
      riders: new Map(),
      controls,
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
    // The click that ends a drag, or an orbit of the 3D view, is not a new selection.
    if (justDragged.current || !isClickNotDrag(event)) return;
    if (event.shiftKey) useSelection.getState().toggle(id);
    else useSelection.getState().select([id]);
  };

  const selected = models.filter((model) => selectedIds.includes(model.id));
  // The sinks seated in selected sink bases go with them, so the drag outlines them too.
  const outlined = [
    ...selected,
    ...[
      ...seatedSinks(
        selected,
        models.filter((model) => !selectedIds.includes(model.id)),
      ).values(),
    ].flat(),
  ];
  const flat = viewMode === 'top';
  return (
    <>
      <PlacedModelRenderer
        models={models}
        viewMode={viewMode}
        designHandle={designHandle}
        countertopColor={countertopColor}
        countertop={countertop}
        onModelPointerDown={selectable ? startDrag : undefined}
        onModelClick={selectable ? select : undefined}
      />
      <group ref={preview} visible={false} userData={{ kind: MODEL_DRAG_PREVIEW_KIND }}>
        {outlined.map((model) => (
          <mesh
            key={model.id}
            ref={(mesh) => {
              if (mesh === null) outlines.current.delete(model.id);
              else outlines.current.set(model.id, mesh);
            }}
            raycast={() => undefined}
          >
            <boxGeometry
              args={[
                model.dimensions.width,
                flat ? PREVIEW_THICKNESS : model.dimensions.height,
                model.dimensions.depth,
              ]}
            />
            <meshBasicMaterial
              color={PREVIEW_COLOR}
              transparent
              opacity={flat ? 0.5 : 0.35}
              depthTest={false}
            />
          </mesh>
        ))}
      </group>
    </>
  );
}
