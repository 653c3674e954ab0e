import { ROOT_FOLDER_ID, folderStructurePath, type Folder, type SaveMeta } from '@kitchensync/schemas';
import type { LibraryMove } from './libraryMoves';

/**
 * The saves and folders as they will be once `moves` into `targetId` succeed, shown while the
 * requests run; a failure puts the previous lists back. A moved folder carries its whole subtree.
 */
export function libraryAfterMoves<L extends { saves: SaveMeta[]; folders: Folder[] }>(
  lists: L,
  moves: readonly LibraryMove[],
  targetId: string,
): L {
  const storedTarget = targetId === ROOT_FOLDER_ID ? null : targetId;
  const targetPath = lists.folders.find((folder) => folder.id === storedTarget)?.path ?? [];
  const movedSaves = new Set(moves.filter((move) => move.kind === 'save').map((move) => move.id));
  const movedFolders = moves.filter((move) => move.kind === 'folder').map((move) => move.id);
  const folders = lists.folders.map((folder) => {
    const from = folder.path.findIndex((id) => movedFolders.includes(id));
    if (from < 0) return folder;
    const path = [...targetPath, ...folder.path.slice(from)];
    return { ...folder, path, parent: path.at(-2) ?? null, structurePath: folderStructurePath(path) };
  });
  const saves = lists.saves.map((save) =>
    movedSaves.has(save.id) ? { ...save, folder_id: storedTarget } : save,
  );
  return { ...lists, saves, folders };
}
