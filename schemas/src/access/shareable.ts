import type { Access, GeneralAccess } from '../saveMeta';

/**
 * The sharing fields saves and folders have in common (spec 000 section 3), typed structurally so
 * that either, or any record that carries them, can be passed.
 */
export interface Shareable {
  readonly owner: string;
  readonly editors: readonly string[];
  readonly viewers: readonly string[];
  readonly access: Access;
  readonly generalAccess: GeneralAccess;
}
