import type { SaveMeta, UpdateSharingRequest } from '@kitchensync/schemas';

export interface SaveRepository {
  create(save: SaveMeta): Promise<void>;
  findById(id: string): Promise<SaveMeta | null>;
  /** The updated save, or null when it does not exist. */
  updateSharing(id: string, sharing: UpdateSharingRequest, editedTime: number): Promise<SaveMeta | null>;
  /** Replaces every field of a stored save but its id; null when it does not exist. */
  replace(save: SaveMeta): Promise<SaveMeta | null>;
  /** Saves the credential owns or is named on as viewer or editor. */
  listByMember(credentialId: string): Promise<SaveMeta[]>;
  /** How many saves the credential owns (shared ones are not counted); plans cap it. */
  countOwnedBy(ownerId: string): Promise<number>;
  /** Saves whose folder is one of `folderIds`. */
  listInFolders(folderIds: readonly string[]): Promise<SaveMeta[]>;
  /** Removes these saves; unknown ids are skipped. */
  deleteMany(ids: readonly string[]): Promise<void>;
  /**
   * Everyone on a save together with `userId` (owners, editors and viewers of the saves it is on),
   * itself included once it is on any save; `POST /auth/coworkers` may name them to it.
   */
  peopleSharingWith(userId: string): Promise<string[]>;
  /**
   * Records that the user opened the save through a link that lets them edit. It only lists the save
   * under their Shared with me; it never grants access. Recording it twice is the same as once.
   */
  addLinkMember(saveId: string, userId: string): Promise<void>;
  /** Forgets that the user joined the save by link; nothing happens when they had not. */
  removeLinkMember(saveId: string, userId: string): Promise<void>;
  /** Saves the user joined by link, whatever the link gives today (callers re-check access). */
  listByLinkMember(userId: string): Promise<SaveMeta[]>;
}
