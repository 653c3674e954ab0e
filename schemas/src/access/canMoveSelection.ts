import type { AccessFlags } from './accessFlags';

/** Move selection needs edit, so on every selected item; an empty selection has nothing to move. */
export function canMoveSelection(selected: readonly AccessFlags[]): boolean {
  return selected.length > 0 && selected.every((flags) => flags.edit);
}
