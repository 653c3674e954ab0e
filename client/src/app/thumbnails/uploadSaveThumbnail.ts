import { SaveThumbnailResponseSchema } from '@kitchensync/schemas';
import { apiRequest } from '../apiClient';

/** keepalive requests may carry 64 KB at most; a larger picture goes as an ordinary request. */
const KEEPALIVE_MAX_CHARS = 60_000;

/**
 * Sends a save's thumbnail (`PUT /api/saves/:saveId/thumbnail`). While the page is going away the
 * request is marked keepalive where the picture is small enough, so it still arrives.
 */
export async function uploadSaveThumbnail(saveId: string, image: string, leaving = false): Promise<number> {
  const answer = await apiRequest(
    `/saves/${encodeURIComponent(saveId)}/thumbnail`,
    SaveThumbnailResponseSchema,
    {
      method: 'PUT',
      body: { image },
      keepalive: leaving && image.length <= KEEPALIVE_MAX_CHARS,
    },
  );
  return answer.updatedAt;
}
