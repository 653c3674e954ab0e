import type { Countertop, HandleChoice, PlacedModel } from '@kitchensync/schemas';
import type { ThreeEvent } from '@react-three/fiber';
import { useMemo } from 'react';
import { useSelection } from '../../session/useSelection';
import type { ViewMode } from '../ViewMode';
import { useRenderQuality } from '../lighting/RenderQualityContext';
import { qualityProfile } from '../lighting/qualityProfile';
import { buildPartBatches } from './buildPartBatches';
import { countertopSurface } from './countertopSurface';
import { ModelContactShadows } from './ModelContactShadows';
import { ModelPartBatch } from './ModelPartBatch';
import { ModelPlanLines } from './ModelPlanLines';
import { modelIdOfHit } from './modelIdOfHit';
import type { OutlineExtent } from '../presence/outlineBoxOf';

export const MODEL_OBJECT_KIND = 'model';

export interface PlacedModelRendererProps {
  models: readonly PlacedModel[];
  viewMode: ViewMode;
  /** The design's handle choice, which models whose own choice is Default take. */
  designHandle?: HandleChoice;
  /** The design's countertop colour (0xRRGGBB), or null for the default slab. */
  countertopColor?: number | null;
  /** The design's countertop, whose finish and pattern size the countertops are drawn with. */
  countertop?: Countertop | null;
  /** A pointer went down on a model's parts (editors only; without it models take no pointer events). */
  onModelPointerDown?(id: string, event: ThreeEvent<PointerEvent>): void;
  /** A click landed on a model's parts (editors only). */
  onModelClick?(id: string, event: ThreeEvent<MouseEvent>): void;
}

/** A model's box in its own frame: centred across width and depth, from its bottom up. */
function modelOutlineExtent({ dimensions }: PlacedModel): OutlineExtent {
  return {
    min: { x: -dimensions.width / 2, y: 0, z: -dimensions.depth / 2 },
    max: { x: dimensions.width / 2, y: dimensions.height, z: dimensions.depth / 2 },
  };
}

/**
 * The placed models (cabinets, appliances, furniture, decorations, closets). Each visible model has
 * a root group at its position and rotation that tools and tests find by `userData` (kind 'model',
 * its id); its parts are drawn by a few instanced meshes shared by all models, one per material,
 * so the number of draw calls stays the same however many models the kitchen holds.
 */
export function PlacedModelRenderer({
  models,
  viewMode,
  designHandle = null,
  countertopColor = null,
  countertop = null,
  onModelPointerDown,
  onModelClick,
}: PlacedModelRendererProps) {
  const selectedIds = useSelection((state) => state.selectedIds);
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const quality = useRenderQuality(viewMode);
  const batches = useMemo(
    () => buildPartBatches(models, selected, viewMode, designHandle, countertopColor, quality),
    [models, selected, viewMode, designHandle, countertopColor, quality],
  );
  const countertopLook = useMemo(() => countertopSurface(countertop), [countertop]);
  return (
    <group
      name="placed-models"
      // The parts' meshes are shared by all models: the hit instance names the model.
      onPointerDown={
        onModelPointerDown &&
        ((event) => {
          const id = modelIdOfHit(event.object, event.instanceId);
          if (id !== null) onModelPointerDown(id, event);
        })
      }
      onClick={
        onModelClick &&
        ((event) => {
          const id = modelIdOfHit(event.object, event.instanceId);
          if (id !== null) onModelClick(id, event);
        })
      }
    >
      {models
        .filter((model) => model.visible)
        .map((model) => (
          <group
            key={model.id}
            position={[model.position.x, model.position.y, model.position.z]}
            rotation={[model.rotation.x, model.rotation.y, model.rotation.z]}
            userData={{
              kind: MODEL_OBJECT_KIND,
              id: model.id,
              selected: selected.has(model.id),
              outlineExtent: modelOutlineExtent(model),
            }}
          />
        ))}
      {batches.map((batch) => (
        <ModelPartBatch key={batch.key} batch={batch} quality={quality} countertop={countertopLook} />
      ))}
      {viewMode === 'top' && <ModelPlanLines models={models} selectedIds={selected} />}
      {qualityProfile(quality).contactShadows && <ModelContactShadows models={models} />}
    </group>
  );
}
