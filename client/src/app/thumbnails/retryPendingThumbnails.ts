import { ApiError } from '../apiClient';
import { pendingThumbnails } from './pendingThumbnails';
import { uploadSaveThumbnail } from './uploadSaveThumbnail';

/** Refusals that no later try changes: the picture, the save or the right to it is gone. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * Sends the thumbnails this browser still holds (`pendingThumbnails`), one after another. Each
 * that arrives, or is refused for good, is forgotten; the others wait for the next try. Resolves
 * with how many arrived.
 */
export async function retryPendingThumbnails(): Promise<number> {
  let arrived = 0;
  for (const { saveId, image } of pendingThumbnails.all()) {
    try {
      await uploadSaveThumbnail(saveId, image);
      pendingThumbnails.drop(saveId);
      arrived += 1;
    } catch (error) {
      if (isFinal(error)) pendingThumbnails.drop(saveId);
    }
  }
  return arrived;
}
