import type { Shareable } from './shareable';

/** A folder's ancestors from its path, which lists the ancestor ids and ends in the folder's own id. */
export function folderAncestorIds(path: readonly string[]): string[] {
  return path.slice(0, -1);
}

/**
 * The folders behind a list of ids, for `accessFlags`. An id that no longer resolves (a folder being
 * deleted, a built-in folder) is skipped: it can only have granted access, never withheld it.
 */
export function ancestorsOf<T extends Shareable>(
  ids: readonly string[],
  lookup: (id: string) => T | undefined,
): T[] {
  return ids.flatMap((id) => {
    const folder = lookup(id);
    return folder === undefined ? [] : [folder];
  });
}
