import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { median } from '../stats/median';
import { startProductProcess } from './startProductProcess';
import { writeReportSection } from './writeReportSection';
import { BENCH_CHROMIUM, launchBenchBrowser } from '../browser/launchBenchBrowser';

/**
 * Catalogue pictures as a person meets them (issue 15 item 5): the built client served by the real
 * product, the reference L kitchen open in Debian's Chromium (headless, software WebGL). Per repeat
 * the page is loaded afresh (a new session) and the Base cabinets panel opened with its search
 * showing every base cabinet (every group open); timed in the page from the search to the frame
 * where every tile shows its picture. Cold: the browser's picture store (Cache Storage) emptied
 * first, so each picture is drawn by the one offscreen renderer; warm: the store kept from the
 * visit before. Medians over the repeats. Each visit opens the panel once the editor has readied the
 * pictures' renderer at idle (`warmCataloguePictures`), as a person opens one a few seconds after
 * the design shows; the time that took is reported.
 *
 * Run: npm run bench:catalogue-pictures (options: --repeats N, --no-write)
 */
const WAIT_MS = 120_000;
const SEARCH = 'base';
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const REPORT = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
const VIEWPORT = { width: 1280, height: 800 };
const L_KITCHEN =
  '/app?style=shaker-white&layout=l&side=left&topWallLength=144&topWallHeight=96&sideWallLength=120&sideWallHeight=96';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}
const repeats = Number(option('--repeats') ?? 5);
if (!Number.isInteger(repeats) || repeats < 1)
  throw new Error('--repeats takes a whole number of at least 1');
const write = !process.argv.includes('--no-write');

interface PanelFigures {
  /** Milliseconds from the editor ready to the pictures' renderer readied at idle, when the panel opened. */
  warmUp: number;
  tiles: number;
  /** Milliseconds from the search to the first frame with every tile's picture shown. */
  allPictures: number;
  /** Milliseconds from the search to the first picture shown. */
  firstPicture: number;
  drawn: number;
  fromCache: number;
}

async function waitReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__kitchensync?.ready === true, undefined, { timeout: WAIT_MS });
}

/** Waits (at most a minute) until the editor has readied the pictures' renderer at idle; how long that took. */
async function waitWarmedUp(page: Page): Promise<number> {
  return page.evaluate(
    (waitMs) =>
      new Promise<number>((resolve, reject) => {
        const start = performance.now();
        const look = () => {
          if (window.__kitchensync!.cataloguePicturesWarmedUp()) resolve(performance.now() - start);
          else if (performance.now() - start > waitMs) reject(new Error('the pictures were never warmed up'));
          else setTimeout(look, 20);
        };
        look();
      }),
    60_000,
  );
}

/**
 * Opens the Base panel, then in the page types the search and watches every animation frame until
 * no tile waits for its picture and every picture is decoded.
 */
async function timePanel(page: Page): Promise<PanelFigures> {
  const warmUp = await waitWarmedUp(page);
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
      new Promise<{ tiles: number; allPictures: number; firstPicture: number }>((resolve, reject) => {
        // The panel's own tiles: the openings panel's tiles have drawn pictures of their own.
        const root = box.closest('section')!;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const start = performance.now();
        setValue.call(box, search);
        box.dispatchEvent(new Event('input', { bubbles: true }));
        let firstPicture = Number.NaN;
        const look = () => {
          const now = performance.now();
          const tiles = root.querySelectorAll('.model-tile').length;
          const pending = root.querySelectorAll('.model-tile-picture-pending').length;
          const pictures = [...root.querySelectorAll<HTMLImageElement>('img.model-tile-picture')];
          const shown = pictures.filter((picture) => picture.complete && picture.naturalWidth > 0).length;
          if (shown > 0 && Number.isNaN(firstPicture)) firstPicture = now - start;
          if (tiles > 20 && pending === 0 && shown === tiles) {
            resolve({ tiles, allPictures: now - start, firstPicture });
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
    warmUp,
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

function renderReport(cold: readonly PanelFigures[], warm: readonly PanelFigures[], started: Date): string {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT }).toString().trim();
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const chromiumVersion = execFileSync(BENCH_CHROMIUM, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();
  const row = (label: string, runs: readonly PanelFigures[], pick: (run: PanelFigures) => number) =>
    `| ${label} | ${ms(median(runs.map(pick)))} | ${runs.map((run) => ms(pick(run))).join(', ')} |`;
  return [
    `Command: \`npm run bench:catalogue-pictures${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\` · run ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC · commit ${commit} · ${os.cpus().length} cores (${cpu}), load average ${os.loadavg()[0]!.toFixed(1)} (shared with other work) · ${chromiumVersion}, headless, SwiftShader WebGL, ${VIEWPORT.width}×${VIEWPORT.height} · the Base panel searched for "${SEARCH}": ${cold[0]?.tiles ?? 0} tiles; medians of ${cold.length} fresh page loads each.`,
    '',
    '| Figure | Median | Per repeat |',
    '| ------ | -----: | ---------- |',
    row('editor ready to the pictures readied at idle (ms)', cold, (run) => run.warmUp),
    row('cold (pictures drawn): first picture shown (ms)', cold, (run) => run.firstPicture),
    row('cold (pictures drawn): every picture shown (ms)', cold, (run) => run.allPictures),
    row('cold: pictures drawn', cold, (run) => run.drawn),
    row('cold: milliseconds per picture drawn', cold, (run) => run.allPictures / Math.max(1, run.drawn)),
    row('warm (from the browser store): first picture shown (ms)', warm, (run) => run.firstPicture),
    row('warm (from the browser store): every picture shown (ms)', warm, (run) => run.allPictures),
    row('warm: pictures from the store', warm, (run) => run.fromCache),
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
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.url}${L_KITCHEN}`);
  await page.getByLabel('E-mail').fill('bench@example.com');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
  const design = page.url();
  await waitReady(page);

  const cold: PanelFigures[] = [];
  const warm: PanelFigures[] = [];
  for (let repeat = 1; repeat <= repeats; repeat += 1) {
    await forgetPictures(context, page, server.url);
    await page.goto(design);
    await waitReady(page);
    cold.push(await timePanel(page));
    await page.goto(design);
    await waitReady(page);
    warm.push(await timePanel(page));
    console.log(
      `repeat ${repeat}: ${cold.at(-1)!.tiles} tiles, cold ${ms(cold.at(-1)!.allPictures)} ms (${cold.at(-1)!.drawn} drawn), warm ${ms(warm.at(-1)!.allPictures)} ms (${warm.at(-1)!.fromCache} from the store)`,
    );
  }
  const report = renderReport(cold, warm, started);
  console.log(`\n${report}`);
  if (write) await writeReportSection(REPORT, 'catalogue-pictures', report);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
