import { describe, expect, it } from 'vitest';
import { downloadFilm, previewProblem } from './previewMessages';

const film = new Blob(['GIF89a']);
const empty = new Blob([]);

describe('the preview dialog’s messages', () => {
  it('says "No video data available" when no frame was recorded', () => {
    expect(previewProblem(null, 'loading')).toBe('No video data available');
    expect(previewProblem(null, 'loaded')).toBe('No video data available');
  });

  it('says "Video file is empty" for a file of no bytes', () => {
    expect(previewProblem(empty, 'loading')).toBe('Video file is empty');
  });

  it('says "Failed to load preview" when the browser cannot show the film', () => {
    expect(previewProblem(film, 'failed')).toBe('Failed to load preview');
  });

  it('says the download should still work when the preview has not loaded in time', () => {
    expect(previewProblem(film, 'timedOut')).toBe(
      'Video preview failed to load, but download should still work',
    );
  });

  it('says nothing while the film loads or plays', () => {
    expect(previewProblem(film, 'loading')).toBeNull();
    expect(previewProblem(film, 'loaded')).toBeNull();
  });

  it('downloads the film under its name and then says nothing', async () => {
    const saved: string[] = [];
    const save = async (name: string, blob: Blob) => void saved.push(`${name}:${blob.size}`);
    expect(
      await downloadFilm({ blob: film, fileName: 'Kitchen_2026-11-27.gif', format: 'gif' }, save),
    ).toBeNull();
    expect(saved).toEqual(['Kitchen_2026-11-27.gif:6']);
  });

  it('says "No video data to download" without data and saves nothing', async () => {
    let calls = 0;
    const save = async () => void (calls += 1);
    expect(await downloadFilm({ blob: null, fileName: 'a.mp4', format: 'mp4' }, save)).toBe(
      'No video data to download',
    );
    expect(await downloadFilm({ blob: empty, fileName: 'a.mp4', format: 'mp4' }, save)).toBe(
      'No video data to download',
    );
    expect(calls).toBe(0);
  });

  it('says "Download failed" when saving the file fails', async () => {
    const save = () => Promise.reject(new Error('disk full'));
    expect(await downloadFilm({ blob: film, fileName: 'a.gif', format: 'gif' }, save)).toBe(
      'Download failed',
    );
  });
});
