import {
  SPECIAL_FOLDERS,
  browserFolderId,
  type Folder,
  type SaveMeta,
  type SpecialFolderId,
} from '@kitchensync/schemas';

/** One folder of the save browser's tree, with the saves and folders directly inside it. */
export interface SavesFolderNode {
  id: string;
  name: string;
  /** The stored folder; null for the built-in My Saves and Shared with me. */
  folder: Folder | null;
  children: SavesFolderNode[];
  saves: SaveMeta[];
}

const folderNames = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The save browser's folder tree for one reader (spec 002 sections 2 and 3): My Saves and Shared
 * with me on top, every visible folder nested under its parent by `path`, folders A to Z and saves
 * in the order the api sorted them. An item whose folder the reader cannot see goes to My Saves when
 * they own it, else to Shared with me (`browserFolderId`). Shared with me is left out when empty.
 */
export function savesFolderTree(
  saves: readonly SaveMeta[],
  folders: readonly Folder[],
  readerId: string,
): SavesFolderNode[] {
  const visible = new Set(folders.map((folder) => folder.id));
  const nodes = new Map<string, SavesFolderNode>();
  const specials = new Map<SpecialFolderId, SavesFolderNode>(
    SPECIAL_FOLDERS.map(({ id, name }) => [id, { id, name, folder: null, children: [], saves: [] }]),
  );
  for (const [id, node] of specials) nodes.set(id, node);
  for (const folder of folders)
    nodes.set(folder.id, { id: folder.id, name: folder.name, folder, children: [], saves: [] });
  const sorted = [...folders].sort((a, b) => folderNames.compare(a.name, b.name) || a.id.localeCompare(b.id));
  for (const folder of sorted) {
    const parentId = browserFolderId({ owner: folder.owner, parentId: folder.parent }, readerId, (id) =>
      visible.has(id),
    );
    nodes.get(parentId)?.children.push(nodes.get(folder.id) as SavesFolderNode);
  }
  for (const save of saves) {
    const folderId = browserFolderId({ owner: save.owner, parentId: save.folder_id }, readerId, (id) =>
      visible.has(id),
    );
    nodes.get(folderId)?.saves.push(save);
  }
  return [...specials.values()].filter(
    (node) => node.id === SPECIAL_FOLDERS[0].id || node.children.length > 0 || node.saves.length > 0,
  );
}
