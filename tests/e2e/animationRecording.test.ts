import { RECORDER_MESSAGES } from '@kitchensync/schemas';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  choose,
  downloadFromPreview,
  openAnimationPanel,
  openReferenceKitchen,
  saved,
  waitForPreview,
  type FilmChoices,
} from './support/animationRecording';
import { waitForEditorReady } from './support/editorActions';
import { useProductFixture } from './support/productFixture';

const run = promisify(execFile);
/** Drawing a 720p frame in SwiftShader on this machine takes about a second. */
const TEST_MS = 600_000;
/** Test builds end every film after this many seconds (`?animationSeconds`), as Stop would. */
const FILM_SECONDS = 2;
/** Browser-storage keys of crash notes (spec 000 section 9). */
const TASK_RECORD_PREFIX = 'hc_task_record_';
const FILE_NAME = (extension: string) => new RegExp(`^Untitled_Save_\\d{4}-\\d{2}-\\d{2}\\.${extension}$`);
/** Frames are compared at this size, grey. */
const SMALL = { width: 160, height: 90 };

interface Probe {
  codec: string;
  width: number;
  height: number;
  fps: number;
  duration: number;
  frames: number;
  container: string;
}

/** What ffprobe reads from the file: its first video stream and its container. */
async function probe(file: string): Promise<Probe> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-count_frames',
    '-show_entries',
    'stream=codec_name,width,height,avg_frame_rate,nb_read_frames:format=duration,format_name',
    '-of',
    'json',
    file,
  ]);
  const parsed = JSON.parse(stdout) as {
    streams: {
      codec_name: string;
      width: number;
      height: number;
      avg_frame_rate: string;
      nb_read_frames: string;
    }[];
    format: { duration: string; format_name: string };
  };
  const stream = parsed.streams[0];
  if (!stream) throw new Error(`${file} has no video stream`);
  const [numerator, denominator] = stream.avg_frame_rate.split('/').map(Number);
  return {
    codec: stream.codec_name,
    width: stream.width,
    height: stream.height,
    fps: (numerator ?? 0) / (denominator || 1),
    duration: Number(parsed.format.duration),
    frames: Number(stream.nb_read_frames),
    container: parsed.format.format_name,
  };
}

/** Every frame of the film, decoded by FFmpeg and shrunk to 160 × 90 grey pixels. */
async function greyFrames(file: string): Promise<Uint8Array[]> {
  const { stdout } = await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-i',
      file,
      '-vf',
      `scale=${SMALL.width}:${SMALL.height},format=gray`,
      '-f',
      'rawvideo',
      '-',
    ],
    { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 },
  );
  const size = SMALL.width * SMALL.height;
  const frames: Uint8Array[] = [];
  for (let start = 0; start + size <= stdout.length; start += size)
    frames.push(stdout.subarray(start, start + size));
  return frames;
}

const meanDifference = (a: Uint8Array, b: Uint8Array) =>
  a.reduce((sum, value, index) => sum + Math.abs(value - (b[index] ?? 0)), 0) / a.length;

/** Each column's mean brightness. */
function columnProfile(frame: Uint8Array): number[] {
  return Array.from({ length: SMALL.width }, (_, x) => {
    let sum = 0;
    for (let y = 0; y < SMALL.height; y += 1) sum += frame[y * SMALL.width + x] ?? 0;
    return sum / SMALL.height;
  });
}

/** How many columns the picture moved sideways from `a` to `b` (positive: to the right). */
function sidewaysShift(a: Uint8Array, b: Uint8Array): number {
  const before = columnProfile(a);
  const after = columnProfile(b);
  let best = { shift: 0, cost: Infinity };
  for (let shift = -30; shift <= 30; shift += 1) {
    let cost = 0;
    let count = 0;
    for (let x = 40; x < SMALL.width - 40; x += 1) {
      cost += Math.abs((before[x] ?? 0) - (after[x + shift] ?? 0));
      count += 1;
    }
    if (cost / count < best.cost) best = { shift, cost: cost / count };
  }
  return best.shift;
}

async function recordFilm(
  page: Page,
  panel: Locator,
  choices: FilmChoices,
): Promise<{ file: string; name: string }> {
  await choose(panel, choices);
  await panel.getByRole('button', { name: 'Record' }).click();
  const dialog = await waitForPreview(page);
  const film = await downloadFromPreview(page, dialog);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return film;
}

describe('animation recording', () => {
  // Recording reads the design and changes nothing on the server: one product, one signed-in browser
  // and one reference kitchen serve every test, each on a fresh load of the editor.
  const product = useProductFixture('animation', 'describe');
  let page: Page;
  let kitchenUrl: string;

  beforeAll(async () => {
    const { server } = await product.start();
    page = await product.newPage({ width: 960, height: 600 });
    await openReferenceKitchen(page, server.url, 'animation@example.com');
    kitchenUrl = page.url();
  });

  /**
   * Loads the kitchen afresh with the test hooks in `query` and opens its Animation panel. Browser
   * storage is emptied first, as a fresh profile's would be, so a crash note left by a test that
   * failed mid-recording is not shown to the next one.
   */
  async function openRecorder(query = ''): Promise<Locator> {
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(query === '' ? kitchenUrl : `${kitchenUrl}?${query}`);
    await waitForEditorReady(page);
    return openAnimationPanel(page);
  }

  it(
    'records a 720p H.264 mp4 at 30 fps that turns, clockwise and counter-clockwise the opposite ways',
    async () => {
      const panel = await openRecorder(`animationSeconds=${FILM_SECONDS}`);

      const clockwise = await recordFilm(page, panel, { format: 'MP4', direction: 'Clockwise' });
      expect(clockwise.name).toMatch(FILE_NAME('mp4'));
      const film = await probe(clockwise.file);
      expect(film).toMatchObject({ codec: 'h264', width: 1280, height: 720 });
      expect(film.container).toContain('mp4');
      expect(film.fps).toBeCloseTo(30, 0);
      expect(film.frames).toBe(FILM_SECONDS * 30);
      expect(Math.abs(film.duration - FILM_SECONDS)).toBeLessThan(0.1);
      const cwFrames = await greyFrames(clockwise.file);
      expect(cwFrames).toHaveLength(FILM_SECONDS * 30);
      expect(meanDifference(cwFrames[0]!, cwFrames.at(-1)!), 'the camera turned').toBeGreaterThan(2);

      const counter = await recordFilm(page, panel, { format: 'MP4', direction: 'Counter-clockwise' });
      const ccwFrames = await greyFrames(counter.file);
      expect(meanDifference(cwFrames[0]!, ccwFrames[0]!), 'both start from the same place').toBeLessThan(1);
      expect(
        meanDifference(cwFrames.at(-1)!, ccwFrames.at(-1)!),
        'and end in different places',
      ).toBeGreaterThan(2);
      const cwShift = sidewaysShift(cwFrames[0]!, cwFrames[15]!);
      const ccwShift = sidewaysShift(ccwFrames[0]!, ccwFrames[15]!);
      expect(Math.abs(cwShift)).toBeGreaterThan(0);
      expect(Math.sign(ccwShift), `shifts ${cwShift} and ${ccwShift}`).toBe(-Math.sign(cwShift));
    },
    TEST_MS,
  );

  it(
    'records a 720p GIF through FFmpeg at the high preset’s 24 fps, with a palette, that turns',
    async () => {
      const panel = await openRecorder(`animationSeconds=${FILM_SECONDS}`);
      await choose(panel, { format: 'GIF', gifQuality: 'High' });
      await panel.getByRole('button', { name: 'Record' }).click();
      expect(await panel.getByLabel('Duration').isDisabled(), 'options are locked while recording').toBe(
        true,
      );
      const processing = panel.getByRole('progressbar', { name: 'Processing' });
      await processing.waitFor({ timeout: 300_000 });
      const shown: number[] = [];
      const dialog = page.getByRole('dialog', { name: 'Your animation' });
      for (let round = 0; round < 600 && !(await dialog.isVisible()); round += 1) {
        const value = await processing.getAttribute('value').catch(() => null);
        if (value !== null) shown.push(Number(value));
        await page.waitForTimeout(250);
      }
      expect(
        Math.max(...shown),
        'conversion progress stays at or under 90% until the GIF is made',
      ).toBeLessThanOrEqual(90);
      expect(
        Math.max(...shown),
        `conversion progress rises above 0 before the preview (${shown.join(' ')})`,
      ).toBeGreaterThan(0);
      await waitForPreview(page);
      await dialog.getByRole('img', { name: 'The recorded animation' }).waitFor();
      expect(await dialog.getByRole('alert').count(), 'the GIF preview shows without a message').toBe(0);
      const gif = await downloadFromPreview(page, dialog);
      expect(gif.name).toMatch(FILE_NAME('gif'));
      const film = await probe(gif.file);
      expect(film).toMatchObject({ codec: 'gif', width: 1280, height: 720, container: 'gif' });
      expect(Math.abs(film.frames - FILM_SECONDS * 24)).toBeLessThanOrEqual(1);
      expect(Math.abs(film.duration - FILM_SECONDS)).toBeLessThan(0.15);
      const frames = await greyFrames(gif.file);
      expect(meanDifference(frames[0]!, frames.at(-1)!), 'the camera turned').toBeGreaterThan(2);
    },
    TEST_MS,
  );

  it(
    'ends the film at Stop: a shorter file than the chosen duration',
    async () => {
      const panel = await openRecorder();
      await choose(panel, { format: 'MP4', duration: '5 s' });
      await panel.getByRole('button', { name: 'Record' }).click();
      const progress = panel.getByRole('progressbar', { name: 'Recording' });
      await expect
        .poll(async () => Number(await progress.getAttribute('value')), { timeout: 120_000 })
        .toBeGreaterThanOrEqual(10);
      const taskRecords = () =>
        page.evaluate(
          (prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)),
          TASK_RECORD_PREFIX,
        );
      expect(await taskRecords(), 'a crash note is kept while the film is made').toHaveLength(1);
      await panel.getByRole('button', { name: 'Stop' }).click();
      const dialog = await waitForPreview(page);
      expect(await taskRecords(), 'and removed once it is made').toEqual([]);
      await expect
        .poll(() => dialog.locator('video').evaluate((video: HTMLVideoElement) => video.readyState), {
          message: 'the mp4 preview plays (the page may load media from blob: URLs)',
        })
        .toBeGreaterThanOrEqual(2);
      expect(await dialog.getByRole('alert').count(), 'the mp4 preview shows without a message').toBe(0);
      const stopped = await downloadFromPreview(page, dialog);
      const film = await probe(stopped.file);
      expect(film.codec).toBe('h264');
      expect(film.duration).toBeGreaterThanOrEqual(0.5);
      expect(film.duration).toBeLessThan(4);
      expect(film.frames).toBe(Math.round(film.duration * 30));
    },
    TEST_MS,
  );

  it(
    'shows the crash note of a recording the page did not live to finish once, on the next visit',
    async () => {
      const panel = await openRecorder();
      await choose(panel, { format: 'MP4', duration: '5 s' });
      await panel.getByRole('button', { name: 'Record' }).click();
      await panel.getByRole('progressbar', { name: 'Recording' }).waitFor();
      // The page goes away mid-film, as a closed tab or a crash: nothing ends the recording.
      await page.reload();
      await waitForEditorReady(page);
      const note = page
        .getByRole('alert')
        .filter({ hasText: /^The 5 s MP4 animation \(1280 × 720\) started at .* did not finish/ });
      await note.waitFor();
      await note.getByRole('button', { name: 'Dismiss' }).click();
      await note.waitFor({ state: 'hidden' });
      expect(
        await page.evaluate(
          (prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)),
          TASK_RECORD_PREFIX,
        ),
      ).toEqual([]);
      await page.reload();
      await waitForEditorReady(page);
      expect(await page.getByText(/did not finish/).count(), 'shown once only').toBe(0);
    },
    TEST_MS,
  );

  it(
    'downloads the video as the fallback file with the alert when the GIF cannot be made',
    async () => {
      // A core path that serves no FFmpeg: the real loader fails, as with a broken deployment.
      const panel = await openRecorder('animationSeconds=1&animationCore=/no-such-ffmpeg/');
      await choose(panel, { format: 'GIF' });
      const download = page.waitForEvent('download', { timeout: 400_000 });
      await panel.getByRole('button', { name: 'Record' }).click();
      const fallback = await saved(await download);
      expect(fallback.name).toMatch(/^Untitled_Save_\d{4}-\d{2}-\d{2}_fallback\.mp4$/);
      await panel.getByRole('alert').waitFor();
      expect(await panel.getByRole('alert').textContent()).toBe(RECORDER_MESSAGES.gifFallback);
      const film = await probe(fallback.file);
      expect(film).toMatchObject({ codec: 'h264', width: 1280, height: 720, frames: 30 });
      expect(await page.getByRole('dialog', { name: 'Your animation' }).count()).toBe(0);
      expect(await panel.getByRole('button', { name: 'Record' }).isEnabled()).toBe(true);
    },
    TEST_MS,
  );
});
