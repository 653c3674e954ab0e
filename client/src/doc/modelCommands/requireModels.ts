import { readNode, type PlacedModel } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { ModelCommandError } from './modelCommandError';

export function modelLabel(model: PlacedModel): string {
  return model.modelName === '' ? model.id : `"${model.modelName}"`;
}

/** The placed models named, in the order given (repeats dropped); a missing one refuses the command. */
export function requireModels(doc: Y.Doc, ids: readonly string[]): PlacedModel[] {
  return [...new Set(ids)].map((id) => {
    const model = readNode(doc, 'model', id);
    if (model === null) throw new ModelCommandError('not_found', `There is no model ${id} in this design.`);
    return model;
  });
}

/** Refuses the command when any of the models is locked; `doing` completes "unlock it before …". */
export function requireUnlocked(models: readonly PlacedModel[], doing: string): void {
  const locked = models.find((model) => model.locked);
  if (locked !== undefined) {
    throw new ModelCommandError('locked', `${modelLabel(locked)} is locked: unlock it before ${doing} it.`);
  }
}
