import { describe, expect, it } from 'vitest';
import { recordingFileName } from './recordingFileName';

const march5 = new Date(2024, 2, 5, 15, 30);

describe('recordingFileName', () => {
  it('names a recording after the project, spaces as underscores, plus the date', () => {
    expect(recordingFileName('Smith Kitchen', march5, 'mp4')).toBe('Smith_Kitchen_2024-03-05.mp4');
  });

  it('drops characters that are unsafe in file names and keeps letters of any script', () => {
    expect(recordingFileName(' Küche / Bad: v2? ', march5, '.gif')).toBe('Küche_Bad_v2_2024-03-05.gif');
  });

  it('names an unnamed project Untitled_Save', () => {
    expect(recordingFileName('***', march5, 'mp4')).toBe('Untitled_Save_2024-03-05.mp4');
  });

  it('marks the video downloaded after a failed GIF conversion as the fallback', () => {
    expect(recordingFileName('Bath', march5, 'webm', { fallback: true })).toBe(
      'Bath_2024-03-05_fallback.webm',
    );
  });
});
