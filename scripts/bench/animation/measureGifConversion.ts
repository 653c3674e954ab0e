import { stat } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBenchBrowser } from '../browser/launchBenchBrowser';
import { build } from 'vite';
import { startProductProcess } from '../editor/startProductProcess';
import { writeReportSection } from '../editor/writeReportSection';
import { median } from '../stats/median';
import { commandLineOption } from '../commandLineOption';

/**
 * How long the browser takes to make a 5 s, 720p GIF of the reference kitchen (issue 19): the
 * product as `npm start` runs it, Debian's Chromium (headless, SwiftShader WebGL), the Animation
 * panel driven as a person would. Times the recording (frames drawn and encoded to H.264) and the
 * conversion (FFmpeg's WebAssembly core loaded and run: palettegen, then paletteuse) separately.
 * `-- --repeats N` (default 1), `--quality fast|medium|high` (default high), `--no-write`.
 */
const WAIT_MS = 60_000;
const FILM_WAIT_MS = 900_000;
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const REPORT = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
const REFERENCE_LAYOUT =
  '/app?style=shaker-white&layout=l&side=left&topWallLength=144&topWallHeight=96&sideWallLength=120&sideWallHeight=96';
const QUALITY_LABELS = { fast: 'Fast', medium: 'Medium', high: 'High' } as const;

const repeats = Number(commandLineOption('--repeats') ?? 1);
if (!Number.isInteger(repeats) || repeats < 1) throw new Error('--repeats takes a whole number from 1');
const quality = (commandLineOption('--quality') ?? 'high') as keyof typeof QUALITY_LABELS;
if (!(quality in QUALITY_LABELS)) throw new Error('--quality takes fast, medium or high');
const write = !process.argv.includes('--no-write');

interface GifRun {
  recordingMs: number;
  conversionMs: number;
  bytes: number;
}

async function makeGif(page: Page): Promise<GifRun> {
  const panel = page.getByRole('region', { name: 'Animation' });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Animation', exact: true }).click();
  await panel.getByRole('radio', { name: 'GIF', exact: true }).check();
  await panel.getByLabel('Duration').selectOption({ label: '5 s' });
  await panel.getByLabel('Resolution').selectOption({ label: '720p (1280 × 720)' });
  await panel.getByLabel('GIF quality').selectOption({ label: QUALITY_LABELS[quality] });
  const started = performance.now();
  await panel.getByRole('button', { name: 'Record' }).click();
  await panel.getByRole('progressbar', { name: 'Processing' }).waitFor({ timeout: FILM_WAIT_MS });
  const recorded = performance.now();
  const dialog = page.getByRole('dialog', { name: 'Your animation' });
  await dialog.waitFor({ timeout: FILM_WAIT_MS });
  const converted = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: WAIT_MS }),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  const file = await download.path();
  const bytes = file === null ? Number.NaN : (await stat(file)).size;
  await dialog.getByRole('button', { name: 'Close' }).click();
  return { recordingMs: recorded - started, conversionMs: converted - recorded, bytes };
}

function renderReport(runs: readonly GifRun[], started: Date, load: [string, string]): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const figure = (values: number[], format: (value: number) => string) =>
    `| ${format(median(values))} | ${values.map(format).join(', ')} |`;
  return [
    `Command: \`npm run bench:animation-gif${repeats === 1 ? '' : ` -- --repeats ${repeats}`}\` · run ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC · ${os.cpus().length} cores, load average ${load[0]} → ${load[1]} · Chromium headless, SwiftShader WebGL · a 5 s, 720p (1280 × 720) GIF of the reference L kitchen, ${quality} preset · medians of ${runs.length} run(s).`,
    '',
    '| Figure | Median | Per run |',
    '| --- | ---: | --- |',
    `| recording: 150 frames drawn and encoded to H.264 (s) ${figure(
      runs.map((run) => run.recordingMs),
      seconds,
    )}`,
    `| conversion: FFmpeg loaded, palette made and GIF written (s) ${figure(
      runs.map((run) => run.conversionMs),
      seconds,
    )}`,
    `| GIF size (MB) ${figure(
      runs.map((run) => run.bytes),
      (bytes) => (bytes / 1_000_000).toFixed(1),
    )}`,
  ].join('\n');
}

const cleanups: (() => Promise<unknown>)[] = [];
try {
  const started = new Date();
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const clientDist = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-bench-client-'));
  cleanups.push(() => rm(clientDist, { recursive: true, force: true }));
  console.log('building the client…');
  await build({
    configFile: path.join(REPO_ROOT, 'client', 'vite.config.ts'),
    mode: 'test',
    build: { outDir: clientDist, emptyOutDir: true },
    logLevel: 'warn',
  });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-bench-data-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const server = await startProductProcess(dataDir, clientDist);
  cleanups.push(() => server.stop());
  const browser = await launchBenchBrowser({ width: 1280, height: 800 });
  cleanups.push(() => browser.close());
  const { context } = browser;
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(server.url);
  await page.getByLabel('E-mail').fill('bench-animation@example.com');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.getByRole('button', { name: 'New design' }).waitFor({ timeout: WAIT_MS });
  await page.goto(`${server.url}${REFERENCE_LAYOUT}`);
  await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
  await page.waitForFunction(() => window.__kitchensync?.ready === true, undefined, { timeout: WAIT_MS });
  const runs: GifRun[] = [];
  for (let repeat = 1; repeat <= repeats; repeat += 1) {
    const run = await makeGif(page);
    console.log(
      `run ${repeat}: recording ${(run.recordingMs / 1000).toFixed(1)} s, conversion ${(run.conversionMs / 1000).toFixed(1)} s, ${run.bytes} bytes`,
    );
    runs.push(run);
  }
  const report = renderReport(runs, started, [loadBefore, os.loadavg()[0]!.toFixed(1)]);
  console.log(`\n${report}`);
  if (write) await writeReportSection(REPORT, 'animation-gif', report);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
