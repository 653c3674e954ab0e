import {
  MODEL_CHECKPOINTS,
  catalogModelPrice,
  isCabinetType,
  readNodes,
  updateNode,
  writeDesignField,
  type CatalogModel,
  type PlacedModel,
} from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { inStyleScope, type StyleScope } from '../../model/catalogue/StyleScope';
import { requireUnlocked } from './requireModels';
import { runModelCommand } from './runModelCommand';

export type { StyleScope };

export interface StyleChangeResult {
  readonly changed: string[];
  /** Models in scope the style does not exist for (or whose catalogue model is unknown): left as they were. */
  readonly skipped: string[];
  /** Locked models a change of all items or a type passed over. */
  readonly locked: string[];
}

/**
 * Puts models in another style: the style id, price, edges and back change, and for cabinets the
 * model file too (other types keep theirs). `catalogue` finds a placed model's catalogue model by
 * its catalogModelId. A locked model the person selected refuses the whole change, as it refuses
 * every other edit; a change of all items or of a type passes locked models over (locking one
 * cabinet must not block restyling the kitchen) and reports them. For all items the design's own
 * style (the one new cabinets take) changes with them, in the same transaction.
 */
export function changeStyle(
  doc: Y.Doc,
  origin: unknown,
  scope: StyleScope,
  catalogStyleId: string,
  catalogue: (catalogModelId: string) => CatalogModel | undefined,
): StyleChangeResult {
  const changes: { model: PlacedModel; patch: Partial<PlacedModel> }[] = [];
  const skipped: string[] = [];
  const inScope = readNodes(doc, 'model').filter((candidate) => inStyleScope(candidate, scope));
  if (scope.kind === 'selection') requireUnlocked(inScope, 'restyling');
  const locked = inScope.filter((model) => model.locked).map((model) => model.id);
  const models = inScope.filter((model) => !model.locked);
  for (const model of models) {
    const catalogModel = catalogue(model.catalogModelId);
    const price = catalogModel === undefined ? null : catalogModelPrice(catalogModel, catalogStyleId);
    if (catalogModel === undefined || price === null) {
      skipped.push(model.id);
      continue;
    }
    const style = catalogModel.styles.find((candidate) => candidate.catalogStyleId === catalogStyleId);
    changes.push({
      model,
      patch: {
        catalogStyleId,
        modelPrice: price,
        edges: style?.edges ?? null,
        back: style?.back ?? null,
        ...(isCabinetType(model.modelType) && style !== undefined ? { modelLink: style.model } : {}),
      },
    });
  }
  if (changes.length > 0 || scope.kind === 'all') {
    runModelCommand(doc, origin, MODEL_CHECKPOINTS.changeStyle, () => {
      for (const { model, patch } of changes) updateNode(doc, 'model', model.id, patch);
      if (scope.kind === 'all') writeDesignField(doc, 'style', catalogStyleId);
    });
  }
  return { changed: changes.map(({ model }) => model.id), skipped, locked };
}
