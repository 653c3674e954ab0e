import type { PlacedModel } from '@kitchensync/schemas';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { median } from '../stats/median';
import { percentile } from '../stats/percentile';
import { buildModelKitchen } from './buildModelKitchen';
import { installFrameProbe } from './installFrameProbe';
import { startProductProcess } from './startProductProcess';
import { timePlacementPreview } from './timePlacementPreview';
import { writeReportSection } from './writeReportSection';
import { CHROMIUM_EXECUTABLE } from '../../src/browser/softwareChromium';
import { launchBenchBrowser } from '../browser/launchBenchBrowser';
import { commandLineOption } from '../commandLineOption';

/**
 * The editor as a person meets it: the built client served by the real product, a 300-model
 * kitchen opened at `/{saveId}` in Debian's Chromium (headless, software WebGL, the e2e flags).
 * Per repeat, with the HTTP cache and the offline copy cleared (a first visit by a signed-in user):
 * the JavaScript `/` and `/{saveId}` load (gzip), first contentful paint, time to the first frame
 * that draws every model, draw calls and triangles of that frame (`renderer.info`) in the top view
 * and in 3D, and frame times while a cabinet is dragged in each view. Then, in Node, what the drag
 * preview's placement costs per pointer move. Medians over the repeats.
 *
 * Run: npm run bench:editor-load (options: --repeats N, --viewport WxH (1280x720), --no-write,
 * --timeline to print each load's api requests and rendered frames until the first kitchen frame,
 * --load-only to time the loads alone (no drags, no report written), --profile FILE for a CPU profile of the page's main thread during the load, the last repeat's)
 */
const KITCHEN_SIZE = 300;
const DRAG_MOVES = 60;
const DRAG_STEP_PX = 4;
const WAIT_MS = 60_000;
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const REPORT = path.join(REPO_ROOT, 'docs', 'benchmarks.md');

const repeats = Number(commandLineOption('--repeats') ?? 5);
if (!Number.isInteger(repeats) || repeats < 1)
  throw new Error('--repeats takes a whole number of at least 1');
const loadOnly = process.argv.includes('--load-only');
// Without the drags the report's table would be half empty: a load-only run prints its figures only.
const write = !process.argv.includes('--no-write') && !loadOnly;
const timeline = process.argv.includes('--timeline');
const profileFile = commandLineOption('--profile');
const viewportMatch = /^(\d+)x(\d+)$/.exec(commandLineOption('--viewport') ?? '1280x720');
if (viewportMatch === null) throw new Error('--viewport takes WIDTHxHEIGHT in CSS pixels, e.g. 640x360');
const VIEWPORT = { width: Number(viewportMatch[1]), height: Number(viewportMatch[2]) };

/** The benchmark kitchen's rows, centred on the origin where both views look. */
function centredKitchen(): PlacedModel[] {
  const models = buildModelKitchen(KITCHEN_SIZE);
  const xs = models.map((model) => model.position.x);
  const zs = models.map((model) => model.position.z);
  const dx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const dz = (Math.min(...zs) + Math.max(...zs)) / 2;
  return models.map((model) => ({
    ...model,
    position: { ...model.position, x: model.position.x - dx, z: model.position.z - dz },
  }));
}

interface ViewFigures {
  drawCalls: number;
  triangles: number;
  /** Milliseconds between consecutive rendered frames while dragging. */
  frameIntervals: number[];
  /** Milliseconds of main-thread work in each rendered frame while dragging. */
  frameWork: number[];
  /** Milliseconds the editor's pointer-move handling took per move (the snapping preview included). */
  pointerWork: number[];
}

interface RepeatFigures {
  homeJsGzip: number;
  homeScripts: number;
  homeFcp: number;
  editorJsGzip: number;
  editorScripts: number;
  editorFcp: number;
  firstFrame: number;
  top: ViewFigures;
  perspective: ViewFigures;
}

const api = {
  waitReady: (page: Page) =>
    page.waitForFunction(() => window.__kitchensync?.ready === true, undefined, { timeout: WAIT_MS }),
  selection: (page: Page) => page.evaluate(() => window.__kitchensync?.selection() ?? []),
  position: (page: Page, id: string) =>
    page.evaluate(
      (modelId) => window.__kitchensync?.models().find((model) => model.id === modelId)?.position,
      id,
    ),
  topOf: async (page: Page, model: PlacedModel) => {
    const at = await page.evaluate((point) => window.__kitchensync?.screenPoint(point) ?? null, {
      ...model.position,
      y: model.position.y + model.dimensions.height,
    });
    if (at === null) throw new Error('the editor canvas is not ready');
    return at;
  },
};

/** Signs in as a guest, creates a design and writes the kitchen into it as one transaction. */
async function createKitchen(page: Page, baseUrl: string, models: readonly PlacedModel[]): Promise<string> {
  await page.goto(baseUrl);
  await page.getByLabel('E-mail').fill('bench@example.com');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.getByRole('button', { name: 'New design' }).click({ timeout: WAIT_MS });
  await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
  await api.waitReady(page);
  await page.evaluate((all) => {
    const doc = window.__kitchensync?.doc;
    if (!doc) throw new Error('no document');
    const map = doc.getMap('models');
    // The page's own Y.Map class, so no second copy of yjs is loaded into the page.
    const YMap = map.constructor as new () => typeof map;
    doc.transact(() => {
      for (const fields of all) {
        const node = new YMap();
        map.set(fields.id, node);
        for (const [key, value] of Object.entries(fields)) if (key !== 'id') node.set(key, value);
      }
    });
  }, models);
  await page
    .waitForFunction(() => window.__kitchensync?.saveState === 'saving', undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForFunction(() => window.__kitchensync?.saveState === 'saved', undefined, {
    timeout: WAIT_MS,
  });
  return new URL(page.url()).pathname.slice(1);
}

/** Forgets the HTTP cache and the design's offline copy, as on a first visit; the login stays. */
async function forgetCaches(context: BrowserContext, page: Page, origin: string): Promise<void> {
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'indexeddb,cache_storage' });
  await cdp.detach();
}

/** Opens `url` and answers the gzip size of every script it loaded until `loaded` resolved. */
async function scriptsLoaded(
  page: Page,
  clientDist: string,
  url: string,
  loaded: () => Promise<unknown>,
): Promise<{ gzip: number; count: number }> {
  const files = new Set<string>();
  const onResponse = (response: { url(): string; request(): { resourceType(): string } }) => {
    if (response.request().resourceType() === 'script') files.add(new URL(response.url()).pathname);
  };
  page.on('response', onResponse);
  try {
    await page.goto(url);
    await loaded();
  } finally {
    page.off('response', onResponse);
  }
  let gzip = 0;
  for (const file of files) gzip += gzipSync(readFileSync(path.join(clientDist, file))).length;
  return { gzip, count: files.size };
}

/** What the page did until the first kitchen frame: its requests to the api and its rendered frames. */
async function printOpeningTimeline(page: Page): Promise<void> {
  const { requests, frames, socket } = await page.evaluate(() => ({
    requests: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/') || entry.name.endsWith('.js'))
      .map((entry) => ({
        name: new URL(entry.name).pathname,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      })),
    frames: window.__frameProbe!.opening,
    socket: window.__frameProbe!.socket,
  }));
  const events = [
    ...requests.map((request) => ({ at: request.start, text: `${ms(request.end)} ← ${request.name}` })),
    ...socket.map((event) => ({ at: event.at, text: `socket ${event.event}` })),
    ...frames.map((frame) => ({
      at: frame.start,
      text: `${ms(frame.end)} frame (${ms(frame.end - frame.start)} ms): ${frame.models} models${frame.fitted ? ', fitted' : ''}`,
    })),
  ].sort((a, b) => a.at - b.at);
  for (const event of events) console.log(`  ${ms(event.at).padStart(6)} → ${event.text}`);
}

async function firstContentfulPaint(page: Page): Promise<number> {
  // The page can be ready before Chromium records its first paint.
  await page
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  return page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
}

async function renderInfo(page: Page): Promise<{ calls: number; triangles: number }> {
  const info = await page.evaluate(() => window.__kitchensync?.renderInfo() ?? null);
  if (info === null) throw new Error('the editor canvas is not ready');
  return info;
}

/**
 * Selects the first of `candidates` a click on its top picks in the current view (a taller model
 * may hide one in 3D), then drags it 240 px to the right in 60 moves while the frame probe records,
 * waits for the drop, and undoes it so every repeat drags the same kitchen.
 */
async function dragCabinet(page: Page, candidates: readonly PlacedModel[]): Promise<ViewFigures> {
  let target: PlacedModel | undefined;
  for (const candidate of candidates) {
    const top = await api.topOf(page, candidate);
    await page.mouse.click(top.x, top.y);
    const selected = await api.selection(page);
    if (selected.length === 1 && selected[0] === candidate.id) {
      target = candidate;
      break;
    }
  }
  if (target === undefined) throw new Error('no base cabinet near the middle could be picked');
  const from = await api.topOf(page, target);
  const before = await api.position(page, target.id);
  await page.evaluate(() => {
    window.__frameProbe!.frames = [];
    window.__frameProbe!.pointerWork = [];
    window.__frameProbe!.recording = true;
  });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= DRAG_MOVES; step += 1)
    await page.mouse.move(from.x + step * DRAG_STEP_PX, from.y);
  await page.mouse.up();
  const { frames, pointerWork } = await page.evaluate(() => {
    window.__frameProbe!.recording = false;
    return { frames: window.__frameProbe!.frames, pointerWork: window.__frameProbe!.pointerWork };
  });
  await page.waitForFunction(
    ([id, x]) => window.__kitchensync?.models().find((model) => model.id === id)?.position.x !== x,
    [target.id, before!.x] as const,
    { timeout: WAIT_MS },
  );
  const { calls, triangles } = await renderInfo(page);
  await page.keyboard.press('Control+z');
  await page.waitForFunction(
    ([id, x]) => window.__kitchensync?.models().find((model) => model.id === id)?.position.x === x,
    [target.id, before!.x] as const,
    { timeout: WAIT_MS },
  );
  const intervals = frames.slice(1).map((frame, index) => frame.start - frames[index]!.start);
  return {
    drawCalls: calls,
    triangles,
    frameIntervals: intervals,
    frameWork: frames.map((frame) => frame.work),
    pointerWork,
  };
}

async function switchView(page: Page, name: '2D' | '3D'): Promise<void> {
  const before = await page.evaluate(() => window.__kitchensync?.frames ?? 0);
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForFunction((frames) => (window.__kitchensync?.frames ?? 0) > frames + 1, before, {
    timeout: WAIT_MS,
  });
}

async function measureRepeat(
  context: BrowserContext,
  page: Page,
  baseUrl: string,
  saveId: string,
  clientDist: string,
  candidates: readonly PlacedModel[],
): Promise<RepeatFigures> {
  await forgetCaches(context, page, baseUrl);
  const home = await scriptsLoaded(page, clientDist, baseUrl, () =>
    page.getByRole('button', { name: 'New design' }).waitFor({ timeout: WAIT_MS }),
  );
  const homeFcp = await firstContentfulPaint(page);

  await forgetCaches(context, page, baseUrl);
  const profiler = profileFile === undefined ? null : await context.newCDPSession(page);
  if (profiler !== null) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 250 });
    await profiler.send('Profiler.start');
  }
  const editor = await scriptsLoaded(page, clientDist, `${baseUrl}/${saveId}`, () =>
    page.waitForFunction(() => typeof window.__frameProbe?.firstKitchenFrameAt === 'number', undefined, {
      timeout: WAIT_MS,
    }),
  );
  if (profiler !== null) {
    const { profile } = await profiler.send('Profiler.stop');
    await writeFile(profileFile!, JSON.stringify(profile));
    await profiler.detach();
    console.log(`CPU profile of the page's main thread until the first kitchen frame: ${profileFile}`);
  }
  const firstFrame = await page.evaluate(() => window.__frameProbe!.firstKitchenFrameAt!);
  if (timeline) await printOpeningTimeline(page);
  const editorFcp = await firstContentfulPaint(page);
  const topDrawn = await renderInfo(page);
  const skipped = {
    drawCalls: Number.NaN,
    triangles: Number.NaN,
    frameIntervals: [],
    frameWork: [],
    pointerWork: [],
  };
  const top = loadOnly ? skipped : await dragCabinet(page, candidates);
  if (!loadOnly) await switchView(page, '3D');
  const perspectiveDrawn = loadOnly ? { calls: Number.NaN, triangles: Number.NaN } : await renderInfo(page);
  const perspective = loadOnly ? skipped : await dragCabinet(page, candidates);
  return {
    homeJsGzip: home.gzip,
    homeScripts: home.count,
    homeFcp,
    editorJsGzip: editor.gzip,
    editorScripts: editor.count,
    editorFcp,
    firstFrame,
    top: { ...top, drawCalls: topDrawn.calls, triangles: topDrawn.triangles },
    perspective: { ...perspective, drawCalls: perspectiveDrawn.calls, triangles: perspectiveDrawn.triangles },
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

function renderReport(runs: readonly RepeatFigures[], preview: readonly number[], started: Date): string {
  const load = os.loadavg()[0]!.toFixed(1);
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT }).toString().trim();
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const chromiumVersion = execFileSync(CHROMIUM_EXECUTABLE, ['--version'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString()
    .trim();
  const of = (pick: (run: RepeatFigures) => number) => median(runs.map(pick));
  const each = (pick: (run: RepeatFigures) => number, format: (value: number) => string) =>
    runs.map((run) => format(pick(run))).join(', ');
  const all = (pick: (run: RepeatFigures) => number[]) => runs.flatMap(pick);
  const rows: [string, string, string][] = [
    ['`/`: JavaScript loaded (KB, gzip)', kb(of((run) => run.homeJsGzip)), each((run) => run.homeJsGzip, kb)],
    ['`/`: script files', String(of((run) => run.homeScripts)), ''],
    ['`/`: first contentful paint (ms)', ms(of((run) => run.homeFcp)), each((run) => run.homeFcp, ms)],
    [
      '`/{saveId}`: JavaScript loaded until the first frame (KB, gzip)',
      kb(of((run) => run.editorJsGzip)),
      each((run) => run.editorJsGzip, kb),
    ],
    ['`/{saveId}`: script files', String(of((run) => run.editorScripts)), ''],
    [
      '`/{saveId}`: first contentful paint (ms)',
      ms(of((run) => run.editorFcp)),
      each((run) => run.editorFcp, ms),
    ],
    [
      '`/{saveId}`: first frame with all 300 models (ms)',
      ms(of((run) => run.firstFrame)),
      each((run) => run.firstFrame, ms),
    ],
  ];
  for (const [view, label] of [
    ['top', '2D top'],
    ['perspective', '3D'],
  ] as const) {
    rows.push(
      [`${label}: draw calls per frame`, String(of((run) => run[view].drawCalls)), ''],
      [`${label}: triangles per frame`, String(of((run) => run[view].triangles)), ''],
      [
        `${label} drag: frame interval median / p95 (ms)`,
        `${ms(median(all((run) => run[view].frameIntervals)))} / ${ms(
          percentile(
            all((run) => run[view].frameIntervals),
            95,
          ),
        )}`,
        each((run) => median(run[view].frameIntervals), ms),
      ],
      [
        `${label} drag: main-thread work per frame median / p95 (ms)`,
        `${ms(median(all((run) => run[view].frameWork)))} / ${ms(
          percentile(
            all((run) => run[view].frameWork),
            95,
          ),
        )}`,
        each((run) => median(run[view].frameWork), ms),
      ],
      [
        `${label} drag: pointer-move handling with the snapping preview, median / p95 (ms)`,
        `${ms(median(all((run) => run[view].pointerWork)))} / ${ms(
          percentile(
            all((run) => run[view].pointerWork),
            95,
          ),
        )}`,
        each((run) => median(run[view].pointerWork), ms),
      ],
      [`${label} drag: frames rendered`, String(of((run) => run[view].frameWork.length)), ''],
    );
  }
  rows.push([
    'drag preview placement per pointer move, Node (ms) median / p95 / max',
    `${ms(median(preview))} / ${ms(percentile(preview, 95))} / ${ms(Math.max(...preview))}`,
    '',
  ]);
  return [
    `Command: \`npm run bench:editor-load${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\` · run ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC · commit ${commit} · ${os.cpus().length} cores (${cpu}), load average ${load} (shared with other work) · ${chromiumVersion}, headless, SwiftShader WebGL, ${VIEWPORT.width}×${VIEWPORT.height} · medians of ${runs.length} cold loads (HTTP cache and offline copy cleared before each); drag frame figures pool every repeat's frames.`,
    '',
    '| Figure | Median | Per repeat |',
    '| ------ | -----: | ---------- |',
    ...rows.map(([figure, value, repeatsText]) => `| ${figure} | ${value} | ${repeatsText} |`),
  ].join('\n');
}

const cleanups: (() => Promise<unknown>)[] = [];
try {
  const started = new Date();
  const models = centredKitchen();
  // Base cabinets nearest the middle of the room first: the drag starts on one of them.
  const candidates = models
    .filter((model) => model.modelType === 'base')
    .sort((a, b) => Math.hypot(a.position.x, a.position.z) - Math.hypot(b.position.x, b.position.z));

  const clientDist = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-bench-client-'));
  cleanups.push(() => rm(clientDist, { recursive: true, force: true }));
  console.log('building the client…');
  await build({
    configFile: path.join(REPO_ROOT, 'client', 'vite.config.ts'),
    mode: 'test',
    // A profile names the functions only in an unminified build (its figures then differ a little).
    build: { outDir: clientDist, emptyOutDir: true, minify: profileFile === undefined },
    logLevel: 'warn',
  });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-bench-data-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const server = await startProductProcess(dataDir, clientDist);
  cleanups.push(() => server.stop());
  const browser = await launchBenchBrowser(VIEWPORT);
  cleanups.push(() => browser.close());
  const { context } = browser;
  await context.addInitScript(installFrameProbe, KITCHEN_SIZE);
  const page = context.pages()[0] ?? (await context.newPage());

  console.log(`writing a ${KITCHEN_SIZE}-model kitchen…`);
  const saveId = await createKitchen(page, server.url, models);
  const runs: RepeatFigures[] = [];
  for (let repeat = 1; repeat <= repeats; repeat += 1) {
    const run = await measureRepeat(context, page, server.url, saveId, clientDist, candidates);
    console.log(
      `repeat ${repeat}: first frame ${ms(run.firstFrame)} ms, JS / ${kb(run.homeJsGzip)} KB, /{saveId} ${kb(run.editorJsGzip)} KB` +
        (loadOnly ? '' : `, 3D drag frame ${ms(median(run.perspective.frameIntervals))} ms`),
    );
    runs.push(run);
  }
  if (loadOnly) {
    const firstFrames = runs.map((run) => run.firstFrame);
    console.log(
      `first frame with all ${KITCHEN_SIZE} models: median ${ms(median(firstFrames))} ms (${firstFrames.map(ms).join(', ')}), load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    process.exit(0);
  }
  const preview = timePlacementPreview(models, candidates[0]!);
  const report = renderReport(runs, preview, started);
  console.log(`\n${report}`);
  if (write) await writeReportSection(REPORT, 'editor-load', report);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
