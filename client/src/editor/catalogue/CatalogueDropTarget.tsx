import type { FloorPoint } from '@kitchensync/schemas';
import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { Raycaster, type Mesh } from 'three';
import type * as Y from 'yjs';
import { readPlacementScene } from '../../doc/modelCommands/readPlacementScene';
import type { CataloguePick } from '../../model/catalogue/CataloguePick';
import { catalogueDrop, type CatalogueDragItem } from '../../model/catalogue/catalogueDrop';
import { catalogPlacementBody } from '../../model/placement/catalogPlacementBody';
import type { PlacementScene } from '../../model/placement/placementScene';
import { resolvePlacement } from '../../model/placement/resolvePlacement';
import { useCatalogueDrag, type ClientPoint } from '../../session/useCatalogueDrag';
import { catalogueDropAreaAt } from './catalogueDropAreaAt';
import { FLOOR_PLANE, pointOnPlane } from '../../scene/pointOnPlane';

export const CATALOGUE_DROP_PREVIEW_KIND = 'catalogueDropPreview';
const PREVIEW_COLOR = '#1976d2';
const PREVIEW_THICKNESS = 0.01;
const NOT_ON_FLOOR = 'Drop it on the floor of the design.';

export interface CatalogueDropTargetProps {
  doc: Y.Doc;
  onPlace(pick: CataloguePick, at: FloorPoint): void;
}

/**
 * The design view's side of dragging from the catalogue (in either view): while a tile is over the
 * design, a footprint shows where the model will land, worked out by the same placement rules the
 * drop runs (snapped to a wall and clear of neighbours); letting go there places it at the floor
 * point under the pointer, and a drop there that has nothing to place leaves its refusal in the drag
 * store for `CatalogueDropNotice`. The footprint lives in a ref and moves without React renders.
 */
export function CatalogueDropTarget({ doc, onPlace }: CatalogueDropTargetProps) {
  const get = useThree((state) => state.get);
  const invalidate = useThree((state) => state.invalidate);
  const preview = useRef<Mesh>(null);

  useEffect(() => {
    const raycaster = new Raycaster();
    // Read once per drag: the preview need not follow a coworker's edits made while it is held.
    let scene: PlacementScene | null = null;

    const designView = (): Element => {
      const { events, gl } = get();
      return (events.connected as Element | undefined) ?? gl.domElement;
    };
    const floorAt = (point: ClientPoint): FloorPoint | null => {
      const { camera, gl } = get();
      return pointOnPlane({ camera, canvas: gl.domElement }, raycaster, FLOOR_PLANE, point.x, point.y);
    };
    const hidePreview = () => {
      if (preview.current === null || !preview.current.visible) return;
      preview.current.visible = false;
      invalidate();
    };
    const showPreview = (pick: CataloguePick, point: ClientPoint) => {
      const mesh = preview.current;
      const at = floorAt(point);
      const start = at === null ? null : catalogPlacementBody(pick.model, 'drop-preview', at);
      if (mesh === null || start === null) {
        hidePreview();
        return;
      }
      scene ??= readPlacementScene(doc, []);
      const landing = resolvePlacement(start.body, scene, { snap: true, keepRotation: start.keepRotation });
      const { width, depth } = start.body.dimensions;
      mesh.position.set(landing.position.x, landing.position.y + PREVIEW_THICKNESS, landing.position.z);
      mesh.rotation.set(0, landing.angle, 0);
      mesh.scale.set(width, PREVIEW_THICKNESS, depth);
      mesh.visible = true;
      invalidate();
    };

    const drop = (item: CatalogueDragItem, pointer: ClientPoint) => {
      const outcome = catalogueDrop(item, catalogueDropAreaAt(pointer, designView()));
      if (outcome.action === 'ignore') {
        if (outcome.notice !== null) useCatalogueDrag.getState().refuse(outcome.notice);
        return;
      }
      const at = floorAt(pointer);
      if (at === null) useCatalogueDrag.getState().refuse(NOT_ON_FLOOR);
      else onPlace(outcome.pick, at);
    };

    return useCatalogueDrag.subscribe((state, previous) => {
      const { item, pointer } = state;
      if (item === null || pointer === null) {
        scene = null;
        hidePreview();
        return;
      }
      if (state.released) {
        // Only the update that lets go drops; later ones in the same release (a refusal) do not.
        if (!previous.released) drop(item, pointer);
        return;
      }
      if (pointer === previous.pointer) return;
      if (item.pick !== null && catalogueDropAreaAt(pointer, designView()) === 'design') {
        showPreview(item.pick, pointer);
      } else {
        hidePreview();
      }
    });
  }, [doc, get, invalidate, onPlace]);

  return (
    <mesh
      ref={preview}
      visible={false}
      renderOrder={1}
      raycast={() => undefined}
      userData={{ kind: CATALOGUE_DROP_PREVIEW_KIND }}
    >
      <boxGeometry args={[1, 1, 1]} />
      <meshBasicMaterial color={PREVIEW_COLOR} transparent opacity={0.45} depthTest={false} />
    </mesh>
  );
}
