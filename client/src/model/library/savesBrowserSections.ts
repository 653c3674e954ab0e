import {
  SPECIAL_FOLDERS,
  browserFolderId,
  folderStructurePath,
  type Folder,
  type SaveMeta,
} from '@kitchensync/schemas';

/** One heading of the save browser with the saves directly in it, in the order they came. */
export interface SavesBrowserSection {
  folderId: string;
  /** The folder's name with its ancestors' names ("Clients / Smith"); special folders by their own name. */
  title: string;
  saves: SaveMeta[];
}

/**
 * The save browser's folders as headed sections (spec 002 sections 2 and 3): My Saves first, then
 * the reader's visible folders by their place in the tree, then Shared with me. A save sits in its
 * folder when the reader sees that folder, else at the root (own saves) or under Shared with me
 * (`browserFolderId`). My Saves and the reader's folders show even when empty; Shared with me
 * only when something is shared.
 */
export function savesBrowserSections(
  saves: readonly SaveMeta[],
  folders: readonly Folder[],
  readerId: string,
): SavesBrowserSection[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const titleOf = (folder: Folder) =>
    folder.path.map((id) => byId.get(id)?.name ?? '…').join(' / ') || folder.name;
  const sections = new Map<string, SavesBrowserSection>();
  const [root, shared] = SPECIAL_FOLDERS;
  sections.set(root.id, { folderId: root.id, title: root.name, saves: [] });
  const ordered = [...folders].sort((a, b) =>
    folderStructurePath(a.path.map((id) => byId.get(id)?.name ?? id)).localeCompare(
      folderStructurePath(b.path.map((id) => byId.get(id)?.name ?? id)),
    ),
  );
  for (const folder of ordered)
    sections.set(folder.id, { folderId: folder.id, title: titleOf(folder), saves: [] });
  sections.set(shared.id, { folderId: shared.id, title: shared.name, saves: [] });
  for (const save of saves) {
    const folderId = browserFolderId({ owner: save.owner, parentId: save.folder_id }, readerId, (id) =>
      byId.has(id),
    );
    sections.get(folderId)?.saves.push(save);
  }
  return [...sections.values()].filter(
    (section) => section.folderId === root.id || section.saves.length > 0 || byId.has(section.folderId),
  );
}
