import { MODEL_CHECKPOINTS, deleteNode, readNode, readNodes } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { seatedSinks } from '../../model/placement/seatedSinks';
import { requireUnlocked } from './requireModels';
import { runModelCommand } from './runModelCommand';

/**
 * Deletes models, with the sinks seated in the sink bases among them (a locked sink stays, as it
 * does when its base is moved), in one step, and returns the ids it deleted. Ids already gone (a
 * coworker deleted them first) are passed over; any locked model named refuses the whole command,
 * so nothing is lost by half.
 */
export function deleteModels(doc: Y.Doc, origin: unknown, ids: readonly string[]): string[] {
  const models = [...new Set(ids)].flatMap((id) => {
    const model = readNode(doc, 'model', id);
    return model === null ? [] : [model];
  });
  requireUnlocked(models, 'deleting');
  if (models.length === 0) return [];
  const named = new Set(models.map((model) => model.id));
  const riders = seatedSinks(
    models,
    readNodes(doc, 'model').filter((model) => !named.has(model.id)),
  );
  const deleted = [...models, ...[...riders.values()].flat()];
  runModelCommand(doc, origin, MODEL_CHECKPOINTS.deleteModels, () => {
    for (const model of deleted) deleteNode(doc, 'model', model.id);
  });
  return deleted.map((model) => model.id);
}
