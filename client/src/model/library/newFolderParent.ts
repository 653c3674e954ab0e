import { SPECIAL_FOLDERS } from '@kitchensync/schemas';
import { folderMoveTargets, type FolderMoveTarget } from './folderMoveTargets';
import type { SavesFolderNode } from './savesFolderTree';

/**
 * Where New Folder creates: inside the selected folder when it may take a subfolder (the reader
 * edits it and it is not shared, spec 000 section 6), else in My Saves.
 */
export function newFolderParent(
  tree: readonly SavesFolderNode[],
  selectedFolderId: string,
  readerId: string,
): FolderMoveTarget {
  const [root] = SPECIAL_FOLDERS;
  const targets = folderMoveTargets(tree, readerId, { placesFolders: true });
  return (
    targets.find((target) => target.id === selectedFolderId) ?? { id: root.id, name: root.name, depth: 0 }
  );
}
