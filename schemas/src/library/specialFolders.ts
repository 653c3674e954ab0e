/**
 * Built-in folders: they exist for every user without being stored, and cannot be moved, renamed or
 * deleted (spec 002 sections 3 to 5). Their ids carry no generated part, so no stored folder can
 * take one.
 */
export const ROOT_FOLDER_ID = 'root';
/** Where saves and folders someone else owns appear when none of their folders is visible to the reader. */
export const SHARED_FOLDER_ID = 'shared';

export const SPECIAL_FOLDERS = [
  { id: ROOT_FOLDER_ID, name: 'My Saves' },
  { id: SHARED_FOLDER_ID, name: 'Shared with me' },
] as const;

export type SpecialFolderId = (typeof SPECIAL_FOLDERS)[number]['id'];

export function isSpecialFolderId(id: string | null | undefined): id is SpecialFolderId {
  return SPECIAL_FOLDERS.some((folder) => folder.id === id);
}

/**
 * The folder the save browser shows a save or folder in, for one reader. `parentId` is the save's
 * `folder_id` or the folder's `parent`. An item stays in its folder when the reader can see that
 * folder; otherwise the owner finds it at the root and anyone else under Shared with me, since a
 * folder they cannot open would hide it.
 */
export function browserFolderId(
  item: { readonly owner: string; readonly parentId: string | null },
  readerId: string,
  isVisibleFolder: (folderId: string) => boolean,
): string {
  const { parentId } = item;
  if (parentId !== null && !isSpecialFolderId(parentId) && isVisibleFolder(parentId)) return parentId;
  return item.owner === readerId ? ROOT_FOLDER_ID : SHARED_FOLDER_ID;
}
