import type { DeleteAction } from '../access/itemActions';

/** The delete popup's button, by what the reader may do (spec 002 section 4). */
export function deleteActionLabel(action: DeleteAction): string {
  return action === 'delete' ? 'Delete' : 'Remove yourself from';
}

/** The delete popup's text, word for word (spec 002 section 8); `type` is what is deleted (save, folder). */
export function deleteConfirmationMessage(action: DeleteAction, type: string): string {
  return action === 'delete'
    ? `Are you sure you want to delete this ${type}? All of your data will be permanently removed. This action cannot be undone.`
    : 'Since you are not an owner of this entity, you can only remove your own access. This action cannot be undone.';
}

/**
 * The extra line an owner deleting a folder sees. The spec gives its sense, not its words
 * (spec 002 section 8), so these are ours.
 */
export const DELETE_FOLDER_WARNING = 'Every subfolder and savefile inside this folder will be deleted too.';
