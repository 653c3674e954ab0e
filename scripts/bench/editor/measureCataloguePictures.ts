import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { median } from '../stats/median';
import { startProductProcess } from './startProductProcess';
import { writeReportSection } from './writeReportSection';
import { CHROMIUM_EXECUTABLE } from '../../src/browser/softwareChromium';
import { launchBenchBrowser } from '../browser/launchBenchBrowser';
import { commandLineOption } from '../commandLineOption';

/**
 * Catalogue pictures as a person meets them (issue 15 items 5 and 6): the built client served by
 * the real product, the reference L kitchen open in Debian's Chromium (headless, software WebGL).
 * Per visit the page is loaded afresh (a new session) and the Base cabinets panel opened, the side
 * panel scrolled so its search box is at the top (as a person does to type in it) and the search
 * typed, showing every base cabinet (every group open); timed in the page from the search to the
 * frame where every tile in the side panel's view shows its picture, and to the frame where every
 * tile does. Each repeat makes four visits: cold (the browser's picture store emptied) with the
 * panel opened as soon as the editor is ready, once the pictures' renderer is readied at idle, and
 * once the pictures of the panels a person opens first are drawn ahead at idle (skipped for code
 * that draws none; with the main thread's long tasks meanwhile); then warm (the store kept).
 * Medians over the repeats.
 *
 * Run: npm run bench:catalogue-pictures (options: --repeats N, --no-write,
 * --visits atOnce,warmedUp,drawnAhead,warm)
 */
const WAIT_MS = 120_000;
const SEARCH = 'base';
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const REPORT = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
const VIEWPORT = { width: 1280, height: 800 };
const L_KITCHEN =
  '/app?style=shaker-white&layout=l&side=left&topWallLength=144&topWallHeight=96&sideWallLength=120&sideWallHeight=96';

const repeats = Number(commandLineOption('--repeats') ?? 5);
if (!Number.isInteger(repeats) || repeats < 1)
  throw new Error('--repeats takes a whole number of at least 1');
const write = !process.argv.includes('--no-write');
/** Which visits each repeat makes (all four unless told): for a quick look at one of them. */
const visitsMade = new Set((commandLineOption('--visits') ?? 'atOnce,warmedUp,drawnAhead,warm').split(','));

/** When a visit opens the panel, counted from the editor ready. */
type Opening = 'atOnce' | 'warmedUp' | 'drawnAhead';

interface PanelFigures {
  /** Milliseconds from the editor ready to the panel opening (the moment `Opening` names). */
  waited: number;
  tiles: number;
  /** Tiles inside the side panel's scrolled view when the search's tiles are all shown. */
  visibleTiles: number;
  /** Milliseconds from the search to the first frame with every tile's picture shown. */
  allPictures: number;
  /** Milliseconds from the search to the first frame with every tile in view showing its picture. */
  visiblePictures: number;
  /** Milliseconds from the search to the first picture shown. */
  firstPicture: number;
  /** Main-thread tasks over 50 ms from the renderer readied to the pictures ahead drawn: how many, the longest. */
  longTasksAhead: number;
  longestTaskAhead: number;
  drawn: number;
  fromCache: number;
}

async function waitReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__kitchensync?.ready === true, undefined, { timeout: WAIT_MS });
}

/**
 * Waits (at most a minute) until the editor has readied the pictures' renderer at idle, or, for
 * `drawnAhead`, until it has also finished drawing ahead the pictures of the panels a person opens
 * first; how long that took. Code without drawing ahead answers NaN for `drawnAhead` at once.
 */
async function waitFor(
  page: Page,
  opening: Opening,
): Promise<{ waited: number; longTasksAhead: number; longestTaskAhead: number }> {
  if (opening === 'atOnce') return { waited: 0, longTasksAhead: Number.NaN, longestTaskAhead: Number.NaN };
  return page.evaluate(
    ({ waitMs, opening }) =>
      new Promise<{ waited: number; longTasksAhead: number; longestTaskAhead: number }>((resolve, reject) => {
        const api = window.__kitchensync!;
        if (opening === 'drawnAhead' && api.cataloguePicturesDrawnAhead === undefined) {
          resolve({ waited: Number.NaN, longTasksAhead: Number.NaN, longestTaskAhead: Number.NaN });
          return;
        }
        const start = performance.now();
        let warmedAt = Number.NaN;
        const done = () =>
          opening === 'warmedUp' ? api.cataloguePicturesWarmedUp() : api.cataloguePicturesDrawnAhead!();
        const look = () => {
          if (Number.isNaN(warmedAt) && api.cataloguePicturesWarmedUp()) warmedAt = performance.now();
          if (done()) {
            const now = performance.now();
            const tasks = ((window as { __longTasks?: [number, number][] }).__longTasks ?? []).filter(
              ([startTime]) => startTime >= warmedAt && startTime <= now,
            );
            resolve({
              waited: now - start,
              longTasksAhead: opening === 'drawnAhead' ? tasks.length : Number.NaN,
              longestTaskAhead:
                opening === 'drawnAhead' ? Math.max(0, ...tasks.map(([, duration]) => duration)) : Number.NaN,
            });
          } else if (performance.now() - start > waitMs) reject(new Error(`never ${opening}`));
          else setTimeout(look, 20);
        };
        look();
      }),
    { waitMs: 60_000, opening },
  );
}

/**
 * Opens the Base panel at `opening`, then in the page types the search and watches every animation
 * frame until no tile waits for its picture and every picture is decoded, noting when the tiles in
 * the side panel's view (the ones a person sees without scrolling) all show theirs.
 */
async function timePanel(page: Page, opening: Opening): Promise<PanelFigures> {
  const { waited, longTasksAhead, longestTaskAhead } = await waitFor(page, opening);
  await page
    .getByRole('toolbar', { name: 'Catalogue categories' })
    .getByRole('button', { name: 'Base', exact: true })
    .click();
  const panel = page.getByRole('region', { name: 'Step 2: Base Cabinets' });
  await panel.getByRole('searchbox', { name: 'Search Base' }).waitFor({ timeout: WAIT_MS });
  // Let the first group's pictures land, so the figure is the search's 40-odd tiles alone.
  await page.waitForFunction(
    () => document.querySelectorAll('.model-tile-picture-pending').length === 0,
    undefined,
    {
      timeout: WAIT_MS,
    },
  );
  const before = await page.evaluate(() => window.__kitchensync!.cataloguePictures());
  const searchBox = panel.getByRole('searchbox', { name: 'Search Base' });
  const timing = await searchBox.evaluate(
    (box: HTMLInputElement, { search, waitMs }) =>
      new Promise<{
        tiles: number;
        visibleTiles: number;
        allPictures: number;
        visiblePictures: number;
        firstPicture: number;
      }>((resolve, reject) => {
        // The panel's own tiles: the openings panel's tiles have drawn pictures of their own.
        const root = box.closest('section')!;
        const scroller = box.closest('.side-panel') ?? document.documentElement;
        // A person scrolls the search box up to type in it; the tiles below it are the ones in view.
        scroller.scrollTop += box.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const start = performance.now();
        setValue.call(box, search);
        box.dispatchEvent(new Event('input', { bubbles: true }));
        let firstPicture = Number.NaN;
        let visiblePictures = Number.NaN;
        const shows = (tile: Element) => {
          const picture = tile.querySelector<HTMLImageElement>('img.model-tile-picture');
          return picture !== null && picture.complete && picture.naturalWidth > 0;
        };
        const look = () => {
          const now = performance.now();
          const tiles = [...root.querySelectorAll('.model-tile')];
          const view = scroller.getBoundingClientRect();
          const top = Math.max(0, view.top);
          const bottom = Math.min(innerHeight, view.bottom);
          const visible = tiles.filter((tile) => {
            const box = tile.getBoundingClientRect();
            return box.bottom > top && box.top < bottom && box.width > 0;
          });
          const shown = tiles.filter(shows).length;
          if (shown > 0 && Number.isNaN(firstPicture)) firstPicture = now - start;
          if (tiles.length > 20 && Number.isNaN(visiblePictures) && visible.every(shows)) {
            visiblePictures = now - start;
          }
          if (tiles.length > 20 && shown === tiles.length) {
            resolve({
              tiles: tiles.length,
              visibleTiles: visible.length,
              allPictures: now - start,
              visiblePictures,
              firstPicture,
            });
            return;
          }
          if (now - start > waitMs) reject(new Error(`pictures still missing after ${waitMs} ms`));
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
    { search: SEARCH, waitMs: WAIT_MS },
  );
  const after = await page.evaluate(() => window.__kitchensync!.cataloguePictures());
  return {
    ...timing,
    waited,
    longTasksAhead,
    longestTaskAhead,
    drawn: after.drawn - before.drawn,
    fromCache: after.fromCache - before.fromCache,
  };
}

async function forgetPictures(context: BrowserContext, page: Page, origin: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cache_storage' });
  await cdp.detach();
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

interface Visits {
  /** Store emptied, panel opened as soon as the editor is ready. */
  atOnce: PanelFigures[];
  /** Store emptied, panel opened once the pictures' renderer is readied at idle. */
  warmedUp: PanelFigures[];
  /** Store emptied, panel opened once the pictures ahead are drawn (none where the code draws none). */
  drawnAhead: PanelFigures[];
  /** Store kept, panel opened once the renderer is readied. */
  warm: PanelFigures[];
}

function renderReport(visits: Visits, started: Date): string {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT }).toString().trim();
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const chromiumVersion = execFileSync(CHROMIUM_EXECUTABLE, ['--version'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString()
    .trim();
  const row = (label: string, runs: readonly PanelFigures[], pick: (run: PanelFigures) => number) =>
    runs.length === 0
      ? []
      : [`| ${label} | ${ms(median(runs.map(pick)))} | ${runs.map((run) => ms(pick(run))).join(', ')} |`];
  const visit = (name: string, runs: readonly PanelFigures[], source: 'drawn' | 'fromCache') => [
    ...row(`${name}: tiles in view (without scrolling)`, runs, (run) => run.visibleTiles),
    ...row(`${name}: first picture shown (ms)`, runs, (run) => run.firstPicture),
    ...row(`${name}: every picture in view shown (ms)`, runs, (run) => run.visiblePictures),
    ...row(`${name}: every picture shown (ms)`, runs, (run) => run.allPictures),
    ...row(
      `${name}: pictures ${source === 'drawn' ? 'drawn while the panel was open' : 'from the store'}`,
      runs,
      (run) => run[source],
    ),
  ];
  const load = os.loadavg().map((value) => value.toFixed(1));
  return [
    `Command: \`npm run bench:catalogue-pictures${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\` · run ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC · commit ${commit} · ${os.cpus().length} cores (${cpu}), load average ${load.join(', ')} at the end (shared with other work) · ${chromiumVersion}, headless, SwiftShader WebGL, ${VIEWPORT.width}×${VIEWPORT.height} · the Base panel searched for "${SEARCH}": ${Object.values(visits).flat()[0]?.tiles ?? 0} tiles; medians of ${repeats} fresh page loads each.`,
    '',
    '| Figure | Median | Per repeat |',
    '| ------ | -----: | ---------- |',
    ...visit('cold, opened as soon as the editor is ready', visits.atOnce, 'drawn'),
    ...row('editor ready to the renderer readied at idle (ms)', visits.warmedUp, (run) => run.waited),
    ...visit('cold, opened once the renderer is readied', visits.warmedUp, 'drawn'),
    ...row('editor ready to the pictures ahead drawn at idle (ms)', visits.drawnAhead, (run) => run.waited),
    ...row(
      'main-thread tasks over 50 ms while drawing ahead',
      visits.drawnAhead,
      (run) => run.longTasksAhead,
    ),
    ...row('the longest of them (ms)', visits.drawnAhead, (run) => run.longestTaskAhead),
    ...visit('cold, opened once the pictures ahead are drawn', visits.drawnAhead, 'drawn'),
    ...visit('warm (the store kept), opened once the renderer is readied', visits.warm, 'fromCache'),
  ].join('\n');
}

const cleanups: (() => Promise<unknown>)[] = [];
try {
  const started = new Date();
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
  const browser = await launchBenchBrowser(VIEWPORT);
  cleanups.push(() => browser.close());
  const { context } = browser;
  // tsx keeps function names by wrapping them in `__name(…)`, which the page does not define.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  // The page's long tasks, to tell whether drawing ahead took the main thread from the editor.
  await context.addInitScript({
    content:
      'new PerformanceObserver((list) => { for (const task of list.getEntries()) (globalThis.__longTasks ??= []).push([task.startTime, task.duration]); }).observe({ type: "longtask" });',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.url}${L_KITCHEN}`);
  await page.getByLabel('E-mail').fill('bench@example.com');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
  const design = page.url();
  await waitReady(page);

  const visits: Visits = { atOnce: [], warmedUp: [], drawnAhead: [], warm: [] };
  const visit = async (opening: Opening, forget: boolean) => {
    if (forget) await forgetPictures(context, page, server.url);
    await page.goto(design);
    await waitReady(page);
    return timePanel(page, opening);
  };
  const summary = (run: PanelFigures) =>
    `${ms(run.visiblePictures)} ms in view (${run.visibleTiles}), ${ms(run.allPictures)} ms all (${run.drawn} drawn, ${run.fromCache} from the store)`;
  for (let repeat = 1; repeat <= repeats; repeat += 1) {
    const said: string[] = [];
    if (visitsMade.has('atOnce')) {
      visits.atOnce.push(await visit('atOnce', true));
      said.push(`at once ${summary(visits.atOnce.at(-1)!)}`);
    }
    if (visitsMade.has('warmedUp')) {
      visits.warmedUp.push(await visit('warmedUp', true));
      said.push(`readied ${summary(visits.warmedUp.at(-1)!)}`);
    }
    if (visitsMade.has('drawnAhead')) {
      const drawnAhead = await visit('drawnAhead', true);
      if (!Number.isNaN(drawnAhead.waited)) visits.drawnAhead.push(drawnAhead);
      said.push(
        Number.isNaN(drawnAhead.waited)
          ? 'no drawing ahead'
          : `drawn ahead (after ${ms(drawnAhead.waited)} ms) ${summary(drawnAhead)}`,
      );
    }
    if (visitsMade.has('warm')) {
      visits.warm.push(await visit('warmedUp', false));
      said.push(`warm ${summary(visits.warm.at(-1)!)}`);
    }
    console.log(`repeat ${repeat} (load ${os.loadavg()[0]!.toFixed(1)}): ${said.join('; ')}`);
  }
  const report = renderReport(visits, started);
  console.log(`\n${report}`);
  if (write) await writeReportSection(REPORT, 'catalogue-pictures', report);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
