import { randomUUID } from 'node:crypto';
import {
  PRESENTATION_IMAGE_LIMITS,
  decodePresentationImageDataUrl,
  type AddPresentationImageRequest,
  type ApiErrorCode,
  type ArrangePresentationImagesRequest,
  type AuthUser,
  type PresentationImage,
  type PresentationImageRefusal,
  type PresentationImagesResponse,
} from '@kitchensync/schemas';
import { ApiError } from '../http/ApiError';
import type { SavesService } from '../saves/SavesService';
import type {
  PresentationImageRecord,
  PresentationImageRepository,
  StoredPresentationImage,
} from './PresentationImageRepository';

const REFUSAL_CODES: Record<PresentationImageRefusal, ApiErrorCode> = {
  not_image: 'presentationImage/not_image',
  too_large: 'presentationImage/too_large',
  too_many_pixels: 'presentationImage/too_many_pixels',
};

function toWire(record: PresentationImageRecord): PresentationImage {
  const { saveId: _saveId, position: _position, ...image } = record;
  return image;
}

function listing(records: readonly PresentationImageRecord[]): PresentationImagesResponse {
  return {
    renders: records.filter((record) => record.kind === 'render').map(toWire),
    slides: records.filter((record) => record.kind === 'slide').map(toWire),
  };
}

/**
 * The renders and custom slides kept with a save for its presentation (issue 16 item 9). Whoever may
 * view the save may list and read them, since viewers may print the presentation; only those who may
 * edit it (owner, editors, people with its editing link) add, arrange and delete them. No view right
 * answers like a missing save.
 */
export class PresentationImagesService {
  constructor(
    private readonly images: PresentationImageRepository,
    private readonly saves: Pick<SavesService, 'readable'>,
    private readonly now: () => number = Date.now,
  ) {}

  async list(saveId: string, reader: AuthUser | null): Promise<PresentationImagesResponse> {
    await this.saves.readable(saveId, reader);
    return listing(await this.images.list(saveId));
  }

  async read(saveId: string, imageId: string, reader: AuthUser | null): Promise<StoredPresentationImage> {
    await this.saves.readable(saveId, reader);
    const image = await this.images.find(saveId, imageId);
    if (image === null) throw new ApiError('presentationImage/not_found');
    return image;
  }

  async add(
    saveId: string,
    actor: AuthUser | null,
    request: AddPresentationImageRequest,
  ): Promise<PresentationImage> {
    const editor = await this.requireEdit(saveId, actor);
    const decoded = decodePresentationImageDataUrl(request.image);
    if (!decoded.ok) throw new ApiError(REFUSAL_CODES[decoded.refusal]);
    const ofKind = (await this.images.list(saveId)).filter((record) => record.kind === request.kind);
    if (ofKind.length >= PRESENTATION_IMAGE_LIMITS.maxPerKind)
      throw new ApiError('presentationImage/limit_reached');
    const { mediaType, width, height, bytes } = decoded.image;
    const image: StoredPresentationImage = {
      id: `pimg_${randomUUID().replace(/-/g, '')}`,
      saveId,
      kind: request.kind,
      name: request.name,
      mediaType,
      width,
      height,
      byteLength: bytes.length,
      included: true,
      position: ofKind.reduce((last, record) => Math.max(last, record.position + 1), 0),
      createdAt: this.now(),
      createdBy: editor.id,
      bytes,
    };
    await this.images.add(image);
    return toWire(image);
  }

  async arrange(
    saveId: string,
    actor: AuthUser | null,
    request: ArrangePresentationImagesRequest,
  ): Promise<PresentationImagesResponse> {
    await this.requireEdit(saveId, actor);
    const kept = (await this.images.list(saveId)).filter((record) => record.kind === request.kind);
    const named = new Set(request.images.map((entry) => entry.id));
    const sameSet =
      named.size === request.images.length &&
      named.size === kept.length &&
      kept.every((record) => named.has(record.id));
    if (!sameSet) throw new ApiError('presentationImage/order_mismatch');
    await this.images.arrange(saveId, request.kind, request.images);
    return listing(await this.images.list(saveId));
  }

  async delete(saveId: string, imageId: string, actor: AuthUser | null): Promise<void> {
    await this.requireEdit(saveId, actor);
    if (!(await this.images.delete(saveId, imageId))) throw new ApiError('presentationImage/not_found');
  }

  /** The editor making the change; someone not logged in never edits (schemas' `saveRole`). */
  private async requireEdit(saveId: string, actor: AuthUser | null): Promise<AuthUser> {
    const { flags } = await this.saves.readable(saveId, actor);
    if (!flags.edit) throw new ApiError('save/forbidden');
    if (actor === null) throw new ApiError('auth/required');
    return actor;
  }
}
