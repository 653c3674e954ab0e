import type { HandleChoice, PlacedModel } from '@kitchensync/schemas';
import { useMemo } from 'react';
import { useSelection } from '../../session/useSelection';
import type { ViewMode } from '../ViewMode';
import { buildPartBatches } from './buildPartBatches';
import { ModelPartBatch } from './ModelPartBatch';

export const MODEL_OBJECT_KIND = 'model';

export interface PlacedModelRendererProps {
  models: readonly PlacedModel[];
  viewMode: ViewMode;
  /** The design's handle choice, which models whose own choice is Default take. */
  designHandle?: HandleChoice;
}

/**
 * The placed models (cabinets, appliances, furniture, decorations, closets). Each visible model has
 * a root group at its position and rotation that tools and tests find by `userData` (kind 'model',
 * its id); its parts are drawn by a few instanced meshes shared by all models, one per material,
 * so the number of draw calls stays the same however many models the kitchen holds.
 */
export function PlacedModelRenderer({ models, viewMode, designHandle = null }: PlacedModelRendererProps) {
  const selectedIds = useSelection((state) => state.selectedIds);
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const batches = useMemo(
    () => buildPartBatches(models, selected, viewMode, designHandle),
    [models, selected, viewMode, designHandle],
  );
  return (
    <group name="placed-models">
      {models
        .filter((model) => model.visible)
        .map((model) => (
          <group
            key={model.id}
            position={[model.position.x, model.position.y, model.position.z]}
            rotation={[model.rotation.x, model.rotation.y, model.rotation.z]}
            userData={{ kind: MODEL_OBJECT_KIND, id: model.id, selected: selected.has(model.id) }}
          />
        ))}
      {batches.map((batch) => (
        <ModelPartBatch key={batch.key} batch={batch} />
      ))}
    </group>
  );
}
