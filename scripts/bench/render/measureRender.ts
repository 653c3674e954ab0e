import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { startProductProcess } from '../editor/startProductProcess';
import { writeReportSection } from '../editor/writeReportSection';
import { median } from '../stats/median';
import { CHROMIUM_EXECUTABLE, SOFTWARE_CHROMIUM_ARGS } from '../../src/browser/softwareChromium';
import { commandLineOption } from '../commandLineOption';

/**
 * Render time of the reference L kitchen (the spec's layout route, Shaker White) as a person meets
 * it: the built client served by the real product in Debian's Chromium (headless, software WebGL,
 * the e2e flags), the 3D view framed as it opens. Per repeat: from the Render click (past the
 * Warning popup) to the Image Preview popup, rasterised at upscale 1 and 2; then path traced to
 * N samples (with when the first sample showed and the time per sample after it), or, where the
 * editor refuses path tracing, the fallback's time and the note it shows. Medians over the repeats.
 *
 * Run: npm run bench:render (options: --repeats N (3), --samples N (16), --no-write)
 */
const WAIT_MS = 60_000;
const RENDER_LIMIT_MS = 15 * 60_000;
const VIEWPORT = { width: 1280, height: 800 };
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const REPORT = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
const L_KITCHEN =
  '/app?style=shaker-white&layout=l&side=left&topWallLength=144&topWallHeight=96&sideWallLength=120&sideWallHeight=96';

const repeats = Number(commandLineOption('--repeats') ?? 3);
const samples = Number(commandLineOption('--samples') ?? 16);
if (!Number.isInteger(repeats) || repeats < 1)
  throw new Error('--repeats takes a whole number of at least 1');
if (!Number.isInteger(samples) || samples < 1 || samples > 1024)
  throw new Error('--samples takes a whole number from 1 to 1024');
const write = !process.argv.includes('--no-write');

async function chooseSettings(page: Page, choices: Record<string, string>): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  for (const [label, value] of Object.entries(choices)) await page.getByLabel(label).selectOption(value);
  await page.getByRole('button', { name: 'Close General Settings' }).click();
}

/** One render from the click to the Image Preview popup, and what the progress popup showed on the way. */
interface TimedRender {
  ms: number;
  note: string | null;
  /** For a path-traced render: when each sample count was first shown (ms from the click). */
  samplesSeen: { samples: number; at: number }[];
}

async function timeRender(page: Page): Promise<TimedRender> {
  const started = performance.now();
  await page.getByRole('button', { name: 'Render', exact: true }).click();
  const warning = page.getByRole('dialog', { name: 'Warning' });
  if (await warning.isVisible().catch(() => false))
    await warning.getByRole('button', { name: 'Render', exact: true }).click();
  let note: string | null = null;
  const samplesSeen: { samples: number; at: number }[] = [];
  const noteText = page.locator('.render-note');
  const samplesText = page.locator('.render-samples');
  const preview = page.getByRole('dialog', { name: 'Image Preview' });
  const deadline = started + RENDER_LIMIT_MS;
  while (!(await preview.isVisible())) {
    if (performance.now() > deadline) throw new Error('the render did not finish in 15 minutes');
    if (note === null && (await noteText.isVisible().catch(() => false))) note = await noteText.textContent();
    const shown = await samplesText.textContent({ timeout: 1000 }).catch(() => null);
    const samples = Number(/Sample (\d+) of/.exec(shown ?? '')?.[1] ?? NaN);
    if (Number.isInteger(samples) && samples > (samplesSeen.at(-1)?.samples ?? 0))
      samplesSeen.push({ samples, at: performance.now() - started });
    await page.waitForTimeout(100);
  }
  const ms = performance.now() - started;
  await preview.getByRole('button', { name: 'Close', exact: true }).click();
  return { ms, note, samplesSeen };
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

const cleanups: (() => Promise<unknown>)[] = [];
try {
  const started = new Date();
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
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
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    headless: true,
    args: [...SOFTWARE_CHROMIUM_ARGS],
  });
  cleanups.push(() => browser.close());
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.goto(server.url);
  await page.getByLabel('E-mail').fill('bench-render@example.com');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.getByRole('button', { name: 'New design' }).waitFor({ timeout: WAIT_MS });
  await page.goto(`${server.url}${L_KITCHEN}`);
  await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
  await page.waitForFunction(() => window.__kitchensync?.ready === true, undefined, { timeout: WAIT_MS });
  await page.getByRole('button', { name: '3D', exact: true }).click();
  await page.waitForFunction(
    () => window.__kitchensync?.viewMode === 'perspective' && window.__kitchensync.ready,
    undefined,
    { timeout: WAIT_MS },
  );
  const renderer = await page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    return gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'unknown';
  });

  const rows: string[] = [];
  for (const upscale of [1, 2]) {
    await chooseSettings(page, { 'Render method': 'rasterised', 'Render size (desktop)': String(upscale) });
    const times: number[] = [];
    for (let repeat = 1; repeat <= repeats; repeat += 1) {
      const { ms } = await timeRender(page);
      console.log(`rasterised ×${upscale}, repeat ${repeat}: ${seconds(ms)} s`);
      times.push(ms);
    }
    rows.push(
      `| rasterised | ${1024 * upscale} px wide | ${seconds(median(times))} s | ${times.map(seconds).join(', ')} |`,
    );
  }
  await chooseSettings(page, {
    'Render method': 'pathTraced',
    'Render size (desktop)': '1',
  });
  await chooseSettings(page, { 'Render samples': String(samples) });
  const traced: number[] = [];
  let tracedNote: string | null = null;
  const firstSamples: number[] = [];
  const perSample: number[] = [];
  let reached = 0;
  for (let repeat = 1; repeat <= repeats; repeat += 1) {
    const { ms, note, samplesSeen } = await timeRender(page);
    tracedNote = note;
    const first = samplesSeen[0];
    const last = samplesSeen.at(-1);
    reached = last?.samples ?? 0;
    if (first !== undefined) firstSamples.push(first.at);
    if (first !== undefined && last !== undefined && last.samples > first.samples)
      perSample.push((last.at - first.at) / (last.samples - first.samples));
    console.log(
      `path traced (${samples} samples), repeat ${repeat}: ${seconds(ms)} s; samples shown ${samplesSeen
        .map((seen) => `${seen.samples} at ${seconds(seen.at)} s`)
        .join(', ')}${note ? ` (${note})` : ''}`,
    );
    traced.push(ms);
  }
  // The editor makes the fast render instead when its note says so; otherwise the note explains a slow trace.
  const refused = tracedNote?.includes('fast render is made instead') === true;
  rows.push(
    `| path traced, ${samples} samples${refused ? ' (refused: rasterised instead)' : ''} | 1024 px wide | ${seconds(median(traced))} s | ${traced.map(seconds).join(', ')} |`,
  );
  const traceFacts =
    refused || firstSamples.length === 0
      ? []
      : [
          '',
          `Path traced: the first sample after ${seconds(median(firstSamples))} s (median), ${
            perSample.length > 0 ? `then ${seconds(median(perSample))} s a sample` : 'no later sample'
          }; the last repeat reached ${reached} of ${samples} samples.`,
        ];

  const report = [
    `Command: \`npm run bench:render\` · run ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC · ${os.cpus().length} cores, load average ${loadAtStart} → ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version} · WebGL renderer: ${renderer} · viewport ${VIEWPORT.width}×${VIEWPORT.height} · medians of ${repeats} repeat(s), from the Render click to the Image Preview popup.`,
    '',
    '| render | size | median | each repeat |',
    '| --- | --- | --- | --- |',
    ...rows,
    ...traceFacts,
    ...(tracedNote ? ['', `The editor said: “${tracedNote}”`] : []),
  ].join('\n');
  console.log(`\n${report}`);
  if (write) await writeReportSection(REPORT, 'render', report);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
