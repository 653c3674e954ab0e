import type { PresentationImage } from '@kitchensync/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { addPresentationImage, presentationImagesKey } from './presentationImagesApi';

/**
 * Keeps a render made in the editor with its save (issue 16 item 9), so it is listed in the
 * Presentation Edit popup and shared with the save's editors, not only downloaded. The render flow
 * calls it with the PNG it made; given the app's query client, open lists show the new render at once.
 * Refusals (a viewer, too large, 30 renders already) come back as an `ApiError` with the message to show.
 */
export async function keepRender(
  saveId: string,
  pngBlob: Blob,
  name: string,
  queryClient?: QueryClient,
): Promise<PresentationImage> {
  const kept = await addPresentationImage(saveId, 'render', name, pngBlob);
  await queryClient?.invalidateQueries({ queryKey: presentationImagesKey(saveId) });
  return kept;
}
