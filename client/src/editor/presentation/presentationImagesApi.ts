import {
  API_CALLS,
  presentationImagePath,
  type PresentationImage,
  type PresentationImageKind,
  type PresentationImagesResponse,
} from '@kitchensync/schemas';
import { ApiError, apiRequest } from '../../app/apiClient';

/** The query key of a save's kept pictures, shared by the dialog and `keepRender`. */
export const presentationImagesKey = (saveId: string) => ['presentation-images', saveId] as const;

const savePath = (path: string, saveId: string) => path.replace(':saveId', encodeURIComponent(saveId));

/** A picture file as the api takes it: a base64 data URL, read by the browser. */
function dataUrlOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsDataURL(file);
  });
}

export function listPresentationImages(saveId: string): Promise<PresentationImagesResponse> {
  const call = API_CALLS.listPresentationImages;
  return apiRequest(savePath(call.path, saveId), call.response);
}

/**
 * Keeps a picture with the save. The api reads its format from its bytes and answers a clear refusal
 * (not a PNG or JPEG, too large, too many) as an `ApiError` with the message to show.
 */
export async function addPresentationImage(
  saveId: string,
  kind: PresentationImageKind,
  name: string,
  file: Blob,
): Promise<PresentationImage> {
  const call = API_CALLS.addPresentationImage;
  const image = await dataUrlOf(file);
  // Browsers label what they cannot name as octet-stream; the api goes by the bytes anyway.
  const labelled = image.replace(/^data:[^;,]*;base64,/, 'data:image/png;base64,');
  return apiRequest(savePath(call.path, saveId), call.response, {
    method: call.method,
    body: { kind, name, image: labelled },
  });
}

export function deletePresentationImage(saveId: string, imageId: string): Promise<void> {
  const call = API_CALLS.deletePresentationImage;
  return apiRequest(presentationImagePath(saveId, imageId), call.response, { method: call.method });
}

export function arrangePresentationImages(
  saveId: string,
  kind: PresentationImageKind,
  images: { id: string; included: boolean }[],
): Promise<PresentationImagesResponse> {
  const call = API_CALLS.arrangePresentationImages;
  return apiRequest(savePath(call.path, saveId), call.response, {
    method: call.method,
    body: { kind, images },
  });
}

/** The address the browser loads a kept picture from (its bytes never change under its id). */
export function presentationImageUrl(saveId: string, imageId: string): string {
  return `/api${presentationImagePath(saveId, imageId)}`;
}

/** A kept picture's bytes, for drawing into the presentation's PDF. */
export async function fetchPresentationImage(saveId: string, imageId: string): Promise<Uint8Array> {
  const response = await fetch(presentationImageUrl(saveId, imageId), { credentials: 'same-origin' });
  if (!response.ok)
    throw new ApiError(
      'presentationImage/unreadable',
      'A kept picture could not be loaded.',
      response.status,
    );
  return new Uint8Array(await response.arrayBuffer());
}
