import { MODEL_CHECKPOINTS, updateNode } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { requireModels } from './requireModels';
import { runModelCommand } from './runModelCommand';

/** Locks models (they then refuse to be moved, rotated, inverted, resized or deleted) or unlocks them. */
export function setLocked(doc: Y.Doc, origin: unknown, ids: readonly string[], locked: boolean): void {
  const models = requireModels(doc, ids);
  runModelCommand(doc, origin, locked ? MODEL_CHECKPOINTS.lockModels : MODEL_CHECKPOINTS.unlockModels, () => {
    for (const model of models) updateNode(doc, 'model', model.id, { locked });
  });
}
