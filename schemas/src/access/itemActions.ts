import type { AccessFlags } from './accessFlags';

export interface ItemActionContext {
  readonly kind: 'save' | 'folder';
  readonly flags: AccessFlags;
  readonly hasCoworkers: boolean;
  /** Whether the save browser is in selection mode with something selected. */
  readonly selectionActive: boolean;
  /** A built-in folder (the shared folder and the like), which cannot be moved, renamed or deleted. */
  readonly specialFolder?: boolean;
}

/** 'delete' for the owner; 'removeSelf' for anyone else, who can only remove their own access. */
export type DeleteAction = 'delete' | 'removeSelf';

export interface ItemActions {
  readonly rename: boolean;
  readonly move: boolean;
  readonly share: boolean;
  readonly comment: boolean;
  readonly export: boolean;
  readonly duplicate: boolean;
  readonly duplicateForClient: boolean;
  readonly delete: DeleteAction | null;
}

/**
 * The actions the save browser offers on one save or folder (spec 002 sections 4 and 6): rename,
 * move, share and comment need edit; export needs view; duplicate for client needs own; sharing a
 * folder also needs coworkers; delete is hidden while a selection is active. Comments, export and
 * duplicates exist for saves only. The spec gives plain duplicate no rule; it needs view, like
 * export, since both only copy what the reader can already see.
 */
export function itemActions(context: ItemActionContext): ItemActions {
  const { flags } = context;
  const isSave = context.kind === 'save';
  const fixed = !isSave && context.specialFolder === true;
  const canDelete = flags.view && !fixed && !context.selectionActive;
  return {
    rename: flags.edit && !fixed,
    move: flags.edit && !fixed,
    share: flags.edit && (isSave || context.hasCoworkers),
    comment: isSave && flags.edit,
    export: isSave && flags.view,
    duplicate: isSave && flags.view,
    duplicateForClient: isSave && flags.own,
    delete: canDelete ? (flags.own ? 'delete' : 'removeSelf') : null,
  };
}
