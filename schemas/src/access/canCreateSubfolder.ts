import type { AccessFlags } from './accessFlags';
import { isShared } from './isShared';
import type { Shareable } from './shareable';

export interface SubfolderParent {
  readonly folder: Shareable;
  /** The folder's own ancestors; a folder inside a shared folder is shared with it. */
  readonly ancestors: readonly Shareable[];
  /** The creator's flags on the folder. */
  readonly flags: AccessFlags;
}

/**
 * A new subfolder needs edit on its parent, and a shared folder cannot receive new subfolders
 * (spec 000 section 6).
 */
export function canCreateSubfolder(parent: SubfolderParent): boolean {
  if (!parent.flags.edit) return false;
  return !isShared(parent.folder) && !parent.ancestors.some(isShared);
}
