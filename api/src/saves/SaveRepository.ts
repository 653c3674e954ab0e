import type { SaveMeta, UpdateSharingRequest } from '@kitchensync/schemas';

export interface SaveRepository {
  create(save: SaveMeta): Promise<void>;
  findById(id: string): Promise<SaveMeta | null>;
  /** The updated save, or null when it does not exist. */
  updateSharing(id: string, sharing: UpdateSharingRequest, editedTime: number): Promise<SaveMeta | null>;
}
