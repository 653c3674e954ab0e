import {
  MODEL_CHECKPOINTS,
  catalogModelPrice,
  isCabinetType,
  readNodes,
  updateNode,
  type CatalogModel,
  type ModelType,
  type PlacedModel,
} from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runModelCommand } from './runModelCommand';

/** Which placed models a style change reaches (spec 001 section 4). */
export type StyleScope =
  | { readonly kind: 'selection'; readonly ids: readonly string[] }
  | { readonly kind: 'all' }
  | { readonly kind: 'type'; readonly modelType: ModelType };

export interface StyleChangeResult {
  readonly changed: string[];
  /** Models in scope the style does not exist for (or whose catalogue model is unknown): left as they were. */
  readonly skipped: string[];
}

function inScope(model: PlacedModel, scope: StyleScope): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'type') return model.modelType === scope.modelType;
  return scope.ids.includes(model.id);
}

/**
 * Puts models in another style: the style id, price, edges and back change, and for cabinets the
 * model file too (other types keep theirs). `catalogue` finds a placed model's catalogue model by
 * its catalogModelId. Locked models change too: locking keeps a model in place, not in its finish.
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
  for (const model of readNodes(doc, 'model').filter((candidate) => inScope(candidate, scope))) {
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
  if (changes.length > 0) {
    runModelCommand(doc, origin, MODEL_CHECKPOINTS.changeStyle, () => {
      for (const { model, patch } of changes) updateNode(doc, 'model', model.id, patch);
    });
  }
  return { changed: changes.map(({ model }) => model.id), skipped };
}
