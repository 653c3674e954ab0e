import { MODEL_CHECKPOINTS, updateNode } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { ModelCommandError } from './modelCommandError';
import { modelLabel, requireModels, requireUnlocked } from './requireModels';
import { runModelCommand } from './runModelCommand';

/**
 * Mirrors a model left to right (a door hinged on the other side, a corner cabinet for the other
 * corner), or back. Refused for models that cannot be inverted and for locked ones.
 */
export function invertModel(doc: Y.Doc, origin: unknown, id: string): void {
  const [model] = requireModels(doc, [id]);
  requireUnlocked([model!], 'inverting');
  if (!model!.invertable) {
    throw new ModelCommandError('not_invertable', `${modelLabel(model!)} cannot be inverted.`);
  }
  runModelCommand(doc, origin, MODEL_CHECKPOINTS.invertModel, () =>
    updateNode(doc, 'model', id, { inverted: !model!.inverted }),
  );
}
