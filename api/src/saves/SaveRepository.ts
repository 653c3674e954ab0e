import type { SaveMeta, UpdateSharingRequest } from '@kitchensync/schemas';

export interface SaveRepository {
  create(save: SaveMeta): Promise<void>;
  findById(id: string): Promise<SaveMeta | null>;
  /** The updated save, or null when it does not exist. */
  updateSharing(id: string, sharing: UpdateSharingRequest, editedTime: number): Promise<SaveMeta | null>;
  /**
   * Everyone on a save together with `userId` (owners, editors and viewers of the saves it is on),
   * itself included once it is on any save; `POST /auth/coworkers` may name them to it.
   */
  peopleSharingWith(userId: string): Promise<string[]>;
}
