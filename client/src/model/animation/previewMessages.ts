import { RECORDER_MESSAGES } from '@kitchensync/schemas';
import type { RecordedFilm } from './recordingMachine';

/** Where the preview's picture or video is: loading, shown, refused by the browser, or still not shown after 3 s. */
export type PreviewLoad = 'loading' | 'loaded' | 'failed' | 'timedOut';

/**
 * What the preview dialog says about the film (spec 000 section 8), or null when it plays: no
 * frame was recorded; the file is empty; the browser could not show it; or it has not shown within
 * the time-out, when Download may still work.
 */
export function previewProblem(blob: Blob | null, load: PreviewLoad): string | null {
  if (blob === null) return RECORDER_MESSAGES.noVideoData;
  if (blob.size === 0) return RECORDER_MESSAGES.emptyVideoFile;
  if (load === 'failed') return RECORDER_MESSAGES.previewFailed;
  if (load === 'timedOut') return RECORDER_MESSAGES.previewFailedDownloadOk;
  return null;
}

/**
 * Downloads the film through `save` and answers what the dialog then says: null when it was saved,
 * "No video data to download" without data, "Download failed" when saving threw.
 */
export async function downloadFilm(
  film: RecordedFilm,
  save: (fileName: string, blob: Blob) => Promise<unknown>,
): Promise<string | null> {
  if (film.blob === null || film.blob.size === 0) return RECORDER_MESSAGES.noVideoToDownload;
  try {
    await save(film.fileName, film.blob);
    return null;
  } catch {
    return RECORDER_MESSAGES.downloadFailed;
  }
}
