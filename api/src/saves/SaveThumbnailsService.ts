import {
  decodeThumbnailDataUrl,
  type AuthUser,
  type PutSaveThumbnailRequest,
  type SaveThumbnailResponse,
} from '@kitchensync/schemas';
import { ApiError } from '../http/ApiError';
import type { SaveThumbnailRepository, StoredSaveThumbnail } from './SaveThumbnailRepository';
import type { SavesService } from './SavesService';

/**
 * The picture of a save's design on the home page, made by a client that edits it. Only those who
 * may edit the save set it (a viewer's picture would be of a design they cannot change); whoever may
 * see the save may see it. No view right answers like a missing save.
 */
export class SaveThumbnailsService {
  constructor(
    private readonly thumbnails: SaveThumbnailRepository,
    private readonly saves: Pick<SavesService, 'readable'>,
    private readonly now: () => number = Date.now,
  ) {}

  async put(
    saveId: string,
    actor: AuthUser | null,
    request: PutSaveThumbnailRequest,
  ): Promise<SaveThumbnailResponse> {
    const { flags } = await this.saves.readable(saveId, actor);
    if (!flags.edit) throw new ApiError('save/forbidden');
    const decoded = decodeThumbnailDataUrl(request.image);
    if (!decoded.ok) throw new ApiError('thumbnail/invalid');
    const previous = await this.thumbnails.find(saveId);
    // Strictly later than the last one, so the new picture always has a new address.
    const updatedAt = Math.max(this.now(), (previous?.updatedAt ?? 0) + 1);
    const { mediaType, bytes } = decoded.image;
    await this.thumbnails.put(saveId, { mediaType, bytes, updatedAt });
    return { updatedAt };
  }

  async read(saveId: string, reader: AuthUser | null): Promise<StoredSaveThumbnail> {
    await this.saves.readable(saveId, reader);
    const thumbnail = await this.thumbnails.find(saveId);
    if (thumbnail === null) throw new ApiError('thumbnail/not_found');
    return thumbnail;
  }
}
