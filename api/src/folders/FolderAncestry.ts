import {
  accessFlags,
  folderAncestorIds,
  isSpecialFolderId,
  type AccessFlags,
  type Folder,
  type SaveMeta,
} from '@kitchensync/schemas';
import type { FolderRepository } from './FolderRepository';

/**
 * The folders a save or folder sits in, which `accessFlags` needs: sharing a folder shares
 * everything inside it, so every role the api states (answers, sharing, collab tickets) is judged
 * over the ancestry, never over the entity alone.
 */
export class FolderAncestry {
  constructor(private readonly folders: FolderRepository) {}

  /** The save's folder and every folder above it. */
  async ofSave(save: Pick<SaveMeta, 'folder_id'>): Promise<Folder[]> {
    return this.ofFolderId(save.folder_id);
  }

  /** The folder with this id and every folder above it; none for the top or a built-in folder. */
  async ofFolderId(folderId: string | null): Promise<Folder[]> {
    if (folderId === null || isSpecialFolderId(folderId)) return [];
    const folder = await this.folders.findById(folderId);
    return folder ? this.withAncestors(folder) : [];
  }

  /** The folders above this one, without it. */
  async ofFolder(folder: Folder): Promise<Folder[]> {
    return this.folders.findByIds(folderAncestorIds(folder.path));
  }

  async withAncestors(folder: Folder): Promise<Folder[]> {
    return [folder, ...(await this.ofFolder(folder))];
  }

  async saveFlags(save: SaveMeta, credentialId: string | null): Promise<AccessFlags> {
    return accessFlags(save, credentialId, await this.ofSave(save));
  }

  async folderFlags(folder: Folder, credentialId: string | null): Promise<AccessFlags> {
    return accessFlags(folder, credentialId, await this.ofFolder(folder));
  }
}
