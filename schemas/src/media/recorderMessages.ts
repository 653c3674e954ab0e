/**
 * What the recorder and its preview say (spec 000 section 8). All are word for word except
 * `gifFallback`, whose sense the spec gives but not its words.
 */
export const RECORDER_MESSAGES = {
  noVideoData: 'No video data available',
  emptyVideoFile: 'Video file is empty',
  previewFailed: 'Failed to load preview',
  previewFailedDownloadOk: 'Video preview failed to load, but download should still work',
  downloadFailed: 'Download failed',
  noVideoToDownload: 'No video data to download',
  canvasNotFound: 'Three.js canvas not found',
  frameCopierFailed: 'Failed to create frame copier',
  gifFallback: 'GIF conversion failed. The video has been downloaded instead.',
} as const;
