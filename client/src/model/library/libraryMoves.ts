import { browserFolderId, type Folder, type SaveMeta } from '@kitchensync/schemas';
import type { LibrarySelection } from './librarySelection';

/** One move request of a batch; `notLast` asks the api to skip answering with the whole lists. */
export interface LibraryMove {
  kind: 'save' | 'folder';
  id: string;
  notLast: boolean;
}

/**
 * The requests that move a selection into `targetId` (spec 002 sections 4 and 7). Anything inside
 * a selected folder travels with it, so it is not sent on its own; items already in the target are
 * ignored (choosing the current folder is ignored). Saves go first and folders last, because only a
 * folder move answers with the whole new lists: every request but the last carries `notLast`.
 * An empty answer means there is nothing to do.
 */
export function libraryMoves(
  selection: LibrarySelection,
  lists: { saves: readonly SaveMeta[]; folders: readonly Folder[] },
  readerId: string,
  targetId: string,
): LibraryMove[] {
  const foldersById = new Map(lists.folders.map((folder) => [folder.id, folder]));
  const insideSelectedFolder = (folderId: string | null) =>
    folderId !== null && (foldersById.get(folderId)?.path ?? []).some((id) => selection.folders.has(id));
  const currentFolder = (owner: string, parentId: string | null) =>
    browserFolderId({ owner, parentId }, readerId, (id) => foldersById.has(id));

  const saves = lists.saves.filter(
    (save) =>
      selection.saves.has(save.id) &&
      !insideSelectedFolder(save.folder_id) &&
      currentFolder(save.owner, save.folder_id) !== targetId,
  );
  const folders = lists.folders.filter(
    (folder) =>
      selection.folders.has(folder.id) &&
      !insideSelectedFolder(folder.parent) &&
      currentFolder(folder.owner, folder.parent) !== targetId,
  );
  const items = [
    ...saves.map((save) => ({ kind: 'save' as const, id: save.id })),
    ...folders.map((folder) => ({ kind: 'folder' as const, id: folder.id })),
  ];
  return items.map((item, index) => ({ ...item, notLast: index < items.length - 1 }));
}
