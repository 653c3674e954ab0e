import { MODEL_CHECKPOINTS, deleteNode, readNode } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { requireUnlocked } from './requireModels';
import { runModelCommand } from './runModelCommand';

/**
 * Deletes models and returns the ids it deleted. Ids already gone (a coworker deleted them first)
 * are passed over; any locked model refuses the whole command, so nothing is lost by half.
 */
export function deleteModels(doc: Y.Doc, origin: unknown, ids: readonly string[]): string[] {
  const models = [...new Set(ids)].flatMap((id) => {
    const model = readNode(doc, 'model', id);
    return model === null ? [] : [model];
  });
  requireUnlocked(models, 'deleting');
  if (models.length === 0) return [];
  runModelCommand(doc, origin, MODEL_CHECKPOINTS.deleteModels, () => {
    for (const model of models) deleteNode(doc, 'model', model.id);
  });
  return models.map((model) => model.id);
}
