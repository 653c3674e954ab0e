import { ROOT_FOLDER_ID, canCreateSubfolder, type Folder } from '@kitchensync/schemas';
import { libraryAccessFlags } from './libraryAccessFlags';
import type { SavesFolderNode } from './savesFolderTree';

/** A folder the Move popup's folder picker offers, with its depth in the tree for indenting. */
export interface FolderMoveTarget {
  id: string;
  name: string;
  depth: number;
}

/**
 * The folders something may be moved or created in (spec 002 sections 4 and 5, spec 000 section 6):
 * My Saves and every folder the reader can edit. The moved folders and everything inside them are
 * not offered (a folder cannot go into itself); when folders are placed (moved or created), no
 * shared folder is offered either, since it takes no new subfolders. Shared with me only shows what others own, so it is never a target; the folders in it
 * still are when the reader can edit them. The folders the moved items are in stay offered: choosing
 * one of them is ignored rather than hidden, as the spec says.
 */
export function folderMoveTargets(
  tree: readonly SavesFolderNode[],
  readerId: string,
  moving: { placesFolders: boolean; movedFolderIds?: readonly string[] },
): FolderMoveTarget[] {
  const foldersById = new Map<string, Folder>();
  const collect = (node: SavesFolderNode) => {
    if (node.folder) foldersById.set(node.id, node.folder);
    node.children.forEach(collect);
  };
  tree.forEach(collect);
  const moved = new Set(moving.movedFolderIds);
  const targets: FolderMoveTarget[] = [];
  const visit = (node: SavesFolderNode, depth: number) => {
    const { folder } = node;
    if (folder === null || moved.has(folder.id)) return;
    const flags = libraryAccessFlags({ kind: 'folder', folder }, foldersById, readerId);
    const ancestors = folder.path.slice(0, -1).flatMap((id) => foldersById.get(id) ?? []);
    const takesFolders = !moving.placesFolders || canCreateSubfolder({ folder, ancestors, flags });
    if (flags.edit && takesFolders) targets.push({ id: folder.id, name: folder.name, depth });
    for (const child of node.children) visit(child, depth + 1);
  };
  for (const top of tree) {
    if (top.id === ROOT_FOLDER_ID) targets.push({ id: top.id, name: top.name, depth: 0 });
    for (const child of top.children) visit(child, 1);
  }
  return targets;
}
