import {
  accessFlags,
  ancestorsOf,
  folderAncestorIds,
  type AccessFlags,
  type Folder,
  type SaveMeta,
} from '@kitchensync/schemas';

/**
 * The reader's flags on a save or folder of the save browser, counting what the folders above it
 * grant (sharing a folder shares what is inside), as the api counts them.
 */
export function libraryAccessFlags(
  item: { kind: 'save'; save: SaveMeta } | { kind: 'folder'; folder: Folder },
  foldersById: ReadonlyMap<string, Folder>,
  readerId: string,
): AccessFlags {
  const lookup = (id: string) => foldersById.get(id);
  if (item.kind === 'folder')
    return accessFlags(item.folder, readerId, ancestorsOf(folderAncestorIds(item.folder.path), lookup));
  const folder = item.save.folder_id === null ? undefined : foldersById.get(item.save.folder_id);
  return accessFlags(item.save, readerId, folder ? ancestorsOf(folder.path, lookup) : []);
}
