import type { ModelType, PlacedModel } from '@kitchensync/schemas';

/** Which placed models a style change reaches (spec 001 section 4). */
export type StyleScope =
  | { readonly kind: 'selection'; readonly ids: readonly string[] }
  | { readonly kind: 'all' }
  | { readonly kind: 'type'; readonly modelType: ModelType };

/** Whether a style change in `scope` reaches `model`. */
export function inStyleScope(model: Pick<PlacedModel, 'id' | 'modelType'>, scope: StyleScope): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'type') return model.modelType === scope.modelType;
  return scope.ids.includes(model.id);
}
