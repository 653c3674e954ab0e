import { ROOT_FOLDER_ID, accessFlags, isSpecialFolderId, type Folder } from '@kitchensync/schemas';
import { ApiError } from '../http/ApiError';
import type { FolderAncestry } from './FolderAncestry';
import type { FolderRepository } from './FolderRepository';

/** A folder something is being put in, with the folders above it. */
export interface TargetFolder {
  readonly folder: Folder;
  readonly ancestors: readonly Folder[];
}

/**
 * Where saves and folders may be created, moved or imported to: the top (null, or the built-in root
 * by its id) or a folder the actor can edit. The shared folder only shows what others own, so
 * nothing can be put in it.
 */
export class TargetFolders {
  constructor(
    private readonly folders: FolderRepository,
    private readonly ancestry: FolderAncestry,
  ) {}

  /** Null for the top; throws the catalogue error that explains a refusal. */
  async editable(folderId: string | null, actorId: string): Promise<TargetFolder | null> {
    if (folderId === null || folderId === ROOT_FOLDER_ID) return null;
    if (isSpecialFolderId(folderId)) throw new ApiError('folder/special');
    const folder = await this.folders.findById(folderId);
    if (!folder) throw new ApiError('folder/not_found');
    const ancestors = await this.ancestry.ofFolder(folder);
    const flags = accessFlags(folder, actorId, ancestors);
    if (!flags.view) throw new ApiError('folder/not_found');
    if (!flags.edit) throw new ApiError('folder/forbidden');
    return { folder, ancestors };
  }
}

/** A save's or folder's parent as stored: the built-in root is stored as null. */
export function storedParentId(folderId: string | null): string | null {
  return folderId === ROOT_FOLDER_ID ? null : folderId;
}
