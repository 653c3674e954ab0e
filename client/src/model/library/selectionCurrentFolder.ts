import { browserFolderId, type Folder, type SaveMeta } from '@kitchensync/schemas';
import type { LibrarySelection } from './librarySelection';

/**
 * The folder everything selected is in, as the save browser shows it, or null when the items are
 * in different folders: the Move popup marks it and starts on it.
 */
export function selectionCurrentFolder(
  selection: LibrarySelection,
  lists: { saves: readonly SaveMeta[]; folders: readonly Folder[] },
  readerId: string,
): string | null {
  const visible = new Set(lists.folders.map((folder) => folder.id));
  const shownIn = (owner: string, parentId: string | null) =>
    browserFolderId({ owner, parentId }, readerId, (id) => visible.has(id));
  const parents = new Set([
    ...lists.saves
      .filter((save) => selection.saves.has(save.id))
      .map((save) => shownIn(save.owner, save.folder_id)),
    ...lists.folders
      .filter((folder) => selection.folders.has(folder.id))
      .map((folder) => shownIn(folder.owner, folder.parent)),
  ]);
  return parents.size === 1 ? ([...parents][0] ?? null) : null;
}
