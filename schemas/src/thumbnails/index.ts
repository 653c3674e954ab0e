export { SAVE_THUMBNAIL_DATA_URL_MAX_LENGTH, decodeThumbnailDataUrl } from './decodeThumbnailDataUrl';
export type { ThumbnailImage, ThumbnailRefusal } from './decodeThumbnailDataUrl';
export { readThumbnailImage } from './readThumbnailImage';
export type { ThumbnailImageHeader } from './readThumbnailImage';
export {
  PutSaveThumbnailRequestSchema,
  SaveThumbnailResponseSchema,
  SaveThumbnailVersionsSchema,
  saveThumbnailPath,
} from './saveThumbnail';
export type { PutSaveThumbnailRequest, SaveThumbnailResponse, SaveThumbnailVersions } from './saveThumbnail';
export { SAVE_THUMBNAIL_LIMITS, SAVE_THUMBNAIL_MEDIA_TYPES } from './saveThumbnailLimits';
export type { SaveThumbnailMediaType } from './saveThumbnailLimits';
