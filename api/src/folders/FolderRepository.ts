import type { Folder } from '@kitchensync/schemas';

export interface FolderRepository {
  create(folder: Folder): Promise<void>;
  findById(id: string): Promise<Folder | null>;
  /** The stored folders among `ids`, in no particular order; unknown ids are skipped. */
  findByIds(ids: readonly string[]): Promise<Folder[]>;
  /** Folders the credential owns or is named on as viewer or editor. */
  listByMember(credentialId: string): Promise<Folder[]>;
  /** The folder and every folder under it, at any depth (empty when it does not exist). */
  listSubtree(folderId: string): Promise<Folder[]>;
  /** Replaces every field but the id of stored folders; ids that are not stored are skipped. */
  replaceAll(folders: readonly Folder[]): Promise<void>;
  /** Removes these folders; unknown ids are skipped. */
  deleteMany(ids: readonly string[]): Promise<void>;
}
