import type { ModelType } from '@kitchensync/schemas';

/** Which placed models a style change reaches (spec 001 section 4). */
export type StyleScope =
  | { readonly kind: 'selection'; readonly ids: readonly string[] }
  | { readonly kind: 'all' }
  | { readonly kind: 'type'; readonly modelType: ModelType };
