import { describe, expect, it } from 'vitest';
import { RECORDER_MESSAGES } from './recorderMessages';

describe('recorder messages', () => {
  it('says what spec 000 section 8 says, word for word', () => {
    expect(RECORDER_MESSAGES).toMatchObject({
      noVideoData: 'No video data available',
      emptyVideoFile: 'Video file is empty',
      previewFailed: 'Failed to load preview',
      previewFailedDownloadOk: 'Video preview failed to load, but download should still work',
      downloadFailed: 'Download failed',
      noVideoToDownload: 'No video data to download',
      canvasNotFound: 'Three.js canvas not found',
      frameCopierFailed: 'Failed to create frame copier',
    });
  });
});
