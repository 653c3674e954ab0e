import { MODEL_CHECKPOINTS, updateNode } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { requireModels } from './requireModels';
import { runModelCommand } from './runModelCommand';

/**
 * Hides models from view or shows them again (their `visible` field). A hidden model still takes
 * its space: placement keeps clear of it.
 */
export function setHidden(doc: Y.Doc, origin: unknown, ids: readonly string[], hidden: boolean): void {
  const models = requireModels(doc, ids);
  runModelCommand(doc, origin, hidden ? MODEL_CHECKPOINTS.hideModels : MODEL_CHECKPOINTS.showModels, () => {
    for (const model of models) updateNode(doc, 'model', model.id, { visible: !hidden });
  });
}
