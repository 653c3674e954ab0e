import type { CatalogModel, PlacedModel } from '@kitchensync/schemas';
import { cataloguePreviewModel } from '../../model/catalogue/cataloguePreviewModel';
import { buildPartBatches, type PartBatch } from '../models/buildPartBatches';
import { readCachedPicture, storeCachedPicture } from './cataloguePictureCache';
import { CataloguePictureRenderer, type PictureFinish } from './CataloguePictureRenderer';
import { DrawingAhead } from './DrawingAhead';
import { cataloguePictureSize } from './cataloguePictureSize';
import { idleTurn } from './idleTurn';
import { partsDigest } from './partsDigest';
import { atlasCapacity } from './pictureAtlas';
import { PictureQueue, type PicturePriority } from './pictureQueue';

/**
 * A catalogue model's picture as a tile reads it: an object URL once ready, null when the model
 * cannot be drawn (no dimensions, no such style, no WebGL), undefined while it is on its way.
 */
export type CataloguePicture = string | null | undefined;

/** A picture a panel will show: a model in a style (null: a model without styles). */
export interface CataloguePictureWanted {
  readonly catalogModel: CatalogModel;
  readonly catalogStyleId: string | null;
}

/** A tile's hold on its picture: where it is on the panel, and when it goes. */
export interface CataloguePictureTile {
  /** The tile came into (or near) its panel's view, or left it: tiles in view are drawn first. */
  inView(inView: boolean): void;
  release(): void;
}

interface PictureJob extends CataloguePictureWanted {
  readonly key: string;
  /** The drawing ahead that asked for it, when no tile did. */
  readonly ahead: DrawingAhead | null;
}

const pictures = new Map<string, string | null>();
/** Pictures found or on their way (looked up, queued or drawn), each asked for once a session. */
const requested = new Set<string>();
const listeners = new Set<() => void>();
/** How many tiles show each picture, and how many of them are in (or near) their panel's view. */
const tilesShowing = new Map<string, number>();
const tilesInView = new Map<string, number>();
interface QueuedPicture {
  readonly job: PictureJob;
  readonly cacheKey: string;
  readonly model: PlacedModel;
  readonly batches: readonly PartBatch[];
}

/**
 * The finishes whose programs and patterns nearly every panel's pictures need, one of each program
 * the pictures link: plain paint (also metal and matte), a pattern laid on a part (wood), the
 * countertop's world-laid quartz, stainless steel reflecting its studio, glass, and the clear-coated
 * dark glass of appliances' details (a microwave base's door, among the base cabinets).
 */
const WARM_UP_FINISHES: readonly PictureFinish[] = [
  { surface: 'painted', pattern: 'none', countertop: false },
  { surface: 'stainedWood', pattern: 'woodGrain', countertop: false },
  { surface: 'quartz', pattern: 'quartz', countertop: true },
  { surface: 'stainless', pattern: 'brushed', countertop: false },
  { surface: 'glass', pattern: 'none', countertop: false },
  { surface: 'darkGlass', pattern: 'none', countertop: false },
];

const drawQueue = new PictureQueue<QueuedPicture>();
const counts = { drawn: 0, fromCache: 0, waiting: 0 };
let renderer: CataloguePictureRenderer | null | undefined;
let drawing = false;
/**
 * A batch is being drawn into the atlas (until its readback is issued): nothing else may draw
 * into the atlas meanwhile, so work for later waits.
 */
let batchOpen = false;
/** Batches read back but not yet landed: the GPU may be drawing them while the page goes on. */
const landing = new Set<Promise<void>>();
let warmUp: Promise<void> | null = null;
let warmedUp = false;
let markWarmedUp: () => void = () => {};
/** Resolves once the renderer is readied: drawing ahead waits for it, as it comes after it. */
const rendererReadied = new Promise<void>((resolve) => (markWarmedUp = resolve));
let aheadRun: DrawingAhead | null = null;
/** Wakes the drawing from its wait for an idle moment when a tile asks for a picture meanwhile. */
let wakeDrawing: (() => void) | null = null;

function pictureKey(catalogModel: CatalogModel, catalogStyleId: string | null): string {
  return `${catalogModel.catalogModelId}:${catalogStyleId ?? ''}`;
}

/** Pictures found together are told to the tiles together: one render of the panel, not one each. */
function settle(found: readonly { key: string; picture: string | null }[]): void {
  for (const { key, picture } of found) {
    pictures.set(key, picture);
    counts.waiting -= 1;
    aheadRun?.settled(key);
  }
  for (const listener of listeners) listener();
}

function priorityOf(key: string): PicturePriority {
  if ((tilesInView.get(key) ?? 0) > 0) return 'inView';
  if ((tilesShowing.get(key) ?? 0) > 0) return 'shown';
  return 'ahead';
}

function countTile(tiles: Map<string, number>, key: string, change: 1 | -1): void {
  const count = (tiles.get(key) ?? 0) + change;
  if (count > 0) tiles.set(key, count);
  else tiles.delete(key);
  queue(key, null);
}

/** Queues a picture (or, `null`, changes a queued one's priority) as wanted now. */
function queue(key: string, picture: QueuedPicture | null): void {
  const priority = priorityOf(key);
  if (picture === null) drawQueue.prioritise(key, priority);
  else drawQueue.add(key, picture, priority);
  if (priority !== 'ahead' && drawQueue.has(key)) wakeDrawing?.();
}

/** Forgets a picture asked for but not drawn: a tile may ask for it again. */
function forget(key: string, ahead: DrawingAhead | null): void {
  requested.delete(key);
  counts.waiting -= 1;
  ahead?.settled(key);
}

/** Forgets pictures asked for only by drawing ahead and not drawn yet. */
function dropAhead(): void {
  for (const key of drawQueue.dropAll('ahead')) forget(key, aheadRun);
}

/** Whether a tile waits for a picture the renderer is to draw or is drawing, or a batch is open. */
function tilesWaiting(): boolean {
  const next = drawQueue.nextPriority();
  return (next !== undefined && next !== 'ahead') || landing.size > 0 || batchOpen;
}

/**
 * An idle moment (with at least `idleMs` before the next frame) with no tile waiting for a picture:
 * work for later (readying the renderer, drawing ahead, even looking pictures up) never takes the
 * page's time, or the GPU's, from a panel's tiles.
 */
async function backgroundTurn(idleMs = 0): Promise<void> {
  do await idleTurn(globalThis, idleMs);
  while (tilesWaiting());
}

/** Whether drawing ahead may go on: not abandoned, not past its time. */
function aheadGoesOn(run: DrawingAhead | null): boolean {
  return run !== null && run.goesOn(performance.now());
}

/** The pictures' side in pixels, fixed for the session by the screen it starts on. */
let pictureSize: number | undefined;
function picturesSize(): number {
  pictureSize ??= cataloguePictureSize(globalThis.devicePixelRatio ?? 1);
  return pictureSize;
}

/** The shared renderer, made on first need; null where the browser has no WebGL. */
function pictureRenderer(): CataloguePictureRenderer | null {
  if (renderer === undefined) {
    try {
      renderer = new CataloguePictureRenderer(picturesSize());
    } catch {
      renderer = null;
    }
  }
  return renderer;
}

/** Main-thread time the drawing may take before it lets the page have a turn (a frame's worth). */
const DRAW_SLICE_MS = 12;
/**
 * Batches the GPU may be drawing at once while the page prepares the next: two keep a software GPU
 * busy without the pictures in view waiting behind a long line of others.
 */
const BATCHES_LANDING = 2;
/**
 * Pictures a batch drawn ahead holds: the GPU's part of a batch runs after the idle moment that
 * started it, so it is kept short (in software, about 15 ms a picture) for a frame to follow soon.
 */
const AHEAD_BATCH = 3;

/**
 * Draws the queued pictures a batch at a time, most wanted first (`PictureQueue`): a slice of a
 * few milliseconds' drawing into the cells of the renderer's atlas, read back without waiting for
 * the GPU (`readCells`), then the page has a turn and the next batch is drawn while the GPU works;
 * a batch's pictures are encoded off the main thread and land together, one render of the tiles
 * for the batch. Pictures drawn ahead (no tile waits for them) are drawn only in idle moments
 * long enough for a slice, with no pointer held, one short batch on the GPU at a time, and are
 * dropped once their drawing ahead is abandoned or out of time.
 */
async function drainDrawQueue(draw: CataloguePictureRenderer): Promise<void> {
  if (drawing) return;
  drawing = true;
  const nextSlice = () => new Promise((resolve) => setTimeout(resolve, 0));
  let firstForTiles = true;
  try {
    while (drawQueue.size > 0) {
      if (drawQueue.nextPriority() === 'ahead') {
        // A tile asking meanwhile ends either wait: its batch goes to the GPU at once, behind at
        // most the one batch drawn ahead already there.
        const tileAsks = new Promise<void>((resolve) => (wakeDrawing = resolve));
        await Promise.race([Promise.all(landing), tileAsks]);
        if (drawQueue.nextPriority() === 'ahead' && aheadGoesOn(aheadRun)) {
          await Promise.race([idleTurn(globalThis, DRAW_SLICE_MS), tileAsks]);
        }
        wakeDrawing = null;
        if (!aheadGoesOn(aheadRun)) dropAhead();
        if (drawQueue.size === 0) break;
      }
      // The first batch a panel waits for is one picture, so one shows as soon as the GPU has drawn
      // it; later ones fill the atlas while the GPU draws the batch before.
      const ahead = drawQueue.nextPriority() === 'ahead';
      const batchSize = ahead ? AHEAD_BATCH : firstForTiles ? 1 : atlasCapacity(draw.atlas);
      if (!ahead) firstForTiles = false;
      const drawn: QueuedPicture[] = [];
      let landed: Promise<void> | null = null;
      batchOpen = true;
      try {
        const sliceStart = performance.now();
        // A batch is also at most what one slice draws.
        while (drawn.length < batchSize) {
          const picture = drawQueue.take();
          if (picture === undefined) break;
          try {
            await draw.drawCell(drawn.length, picture.model, picture.batches);
            drawn.push(picture);
          } catch {
            settle([{ key: picture.job.key, picture: null }]);
          }
          if (performance.now() - sliceStart > DRAW_SLICE_MS) break;
        }
        if (drawn.length > 0) {
          landed = draw
            .readCells(drawn.length)
            .then((encoded) => Promise.allSettled(encoded))
            .then(
              (results) =>
                settle(
                  results.map((result, cell) => {
                    const { job, cacheKey } = drawn[cell]!;
                    if (result.status === 'rejected') return { key: job.key, picture: null };
                    counts.drawn += 1;
                    void storeCachedPicture(cacheKey, result.value);
                    return { key: job.key, picture: URL.createObjectURL(result.value) };
                  }),
                ),
              () => settle(drawn.map(({ job }) => ({ key: job.key, picture: null }))),
            );
        }
      } finally {
        batchOpen = false;
      }
      if (landed === null) continue;
      landing.add(landed);
      void landed.finally(() => landing.delete(landed));
      if (landing.size >= BATCHES_LANDING) await Promise.race(landing);
      await nextSlice();
    }
  } finally {
    drawing = false;
  }
}

/**
 * Finds a picture: the browser's store first (all lookups at once, so pictures drawn on an earlier
 * visit show at once), else a turn in the one renderer's queue. The store's key is the model, the
 * style, the picture's size (a sharper screen draws it again, larger) and the fingerprint of the
 * parts the parametric model draws for it (`partsDigest`).
 */
async function findPicture(job: PictureJob): Promise<void> {
  const model = cataloguePreviewModel(job.catalogModel, job.catalogStyleId);
  if (model === null) {
    settle([{ key: job.key, picture: null }]);
    return;
  }
  const batches = buildPartBatches([model], new Set(), 'perspective', null, null, 'medium');
  const cacheKey = `${job.key}:${picturesSize()}:${partsDigest(batches)}`;
  const cached = await readCachedPicture(cacheKey);
  if (cached !== null) {
    counts.fromCache += 1;
    settle([{ key: job.key, picture: URL.createObjectURL(cached) }]);
    return;
  }
  const draw = pictureRenderer();
  if (draw === null) {
    settle([{ key: job.key, picture: null }]);
    return;
  }
  // No tile shows it (any more): it waits with the pictures drawn ahead, if any are being drawn.
  if (priorityOf(job.key) === 'ahead' && !aheadGoesOn(job.ahead ?? aheadRun)) {
    forget(job.key, job.ahead);
    return;
  }
  queue(job.key, { job, cacheKey, model, batches });
  void drainDrawQueue(draw);
}

/**
 * Readies the pictures' renderer while the editor is idle, before any panel opens: made, its
 * patterns drawn, its programs linked and its pipelines built, each step in an idle moment with no
 * pointer held and no tile waiting for a picture, so it never delays the editor's first frame, a
 * drag, or a panel opened before it is done (whose pictures ready what they need themselves). The
 * first picture a panel asks for then starts drawing at once. Once a session; nothing happens
 * where there is no WebGL.
 */
export function warmCataloguePictures(): void {
  if (warmUp !== null) return;
  warmUp = (async () => {
    await backgroundTurn();
    const draw = pictureRenderer();
    if (draw === null) return;
    await backgroundTurn();
    await draw.warmUp(WARM_UP_FINISHES, () => backgroundTurn());
    warmedUp = true;
    markWarmedUp();
  })().catch(() => {
    // Not warmed: the first pictures pay for it as they are drawn, as they would have anyway.
  });
}

function requestPicture(wanted: CataloguePictureWanted, ahead: DrawingAhead | null): void {
  const key = pictureKey(wanted.catalogModel, wanted.catalogStyleId);
  if (requested.has(key)) return;
  requested.add(key);
  counts.waiting += 1;
  ahead?.asked(key);
  void findPicture({ ...wanted, key, ahead });
}

/**
 * A tile shows a model's picture in a style (null: a model without styles): asked for once a
 * session, and drawn before the pictures of tiles out of view once the tile says it is in view.
 */
export function showCataloguePicture(
  catalogModel: CatalogModel,
  catalogStyleId: string | null,
): CataloguePictureTile {
  const key = pictureKey(catalogModel, catalogStyleId);
  countTile(tilesShowing, key, 1);
  requestPicture({ catalogModel, catalogStyleId }, null);
  let seen = false;
  let released = false;
  return {
    inView(inView) {
      if (released || inView === seen) return;
      seen = inView;
      countTile(tilesInView, key, inView ? 1 : -1);
    },
    release() {
      if (released) return;
      released = true;
      if (seen) countTile(tilesInView, key, -1);
      countTile(tilesShowing, key, -1);
    },
  };
}

/** At most this many pictures are drawn ahead: about the first two panels a person opens. */
const AHEAD_MOST_PICTURES = 120;
/** Drawing ahead that has not finished this long after it began gives up what it has not drawn. */
const AHEAD_MOST_MS = 60_000;
/** Pictures looked up in the browser's store per idle moment, before the rest are drawn. */
const AHEAD_LOOKUPS = 8;

/**
 * Draws ahead, while the page is idle, the pictures of the panels a person is likely to open next
 * (`wanted`, asked for once the renderer is readied, most likely first), so a panel opened a few
 * seconds after the design finds them in memory or in the browser's store. Bounded in count and
 * time, never while a pointer is held or in idle moments too short for a slice, and behind every
 * picture a tile waits for. Answers the function that abandons it: what is not drawn yet is
 * dropped, at the cost of at most one short batch already on the GPU. A newer call abandons an
 * older one.
 */
export function drawCataloguePicturesAhead(
  wanted: () => Promise<readonly CataloguePictureWanted[]>,
): () => void {
  if (aheadRun !== null) {
    aheadRun.abandon();
    dropAhead();
  }
  const run = new DrawingAhead();
  aheadRun = run;
  void (async () => {
    await rendererReadied;
    if (!run.goesOn(performance.now())) return;
    run.start(performance.now(), AHEAD_MOST_MS);
    await backgroundTurn(DRAW_SLICE_MS);
    const list = (await wanted()).slice(0, AHEAD_MOST_PICTURES);
    for (let from = 0; from < list.length && aheadGoesOn(run); from += AHEAD_LOOKUPS) {
      await backgroundTurn(DRAW_SLICE_MS);
      if (!aheadGoesOn(run)) break;
      for (const picture of list.slice(from, from + AHEAD_LOOKUPS)) requestPicture(picture, run);
    }
  })()
    .catch(() => {
      // Not drawn ahead: each picture is drawn when its tile asks, as it would have been.
    })
    .finally(() => run.askedAll());
  return () => {
    run.abandon();
    if (aheadRun === run) dropAhead();
  };
}

export function cataloguePicture(
  catalogModel: CatalogModel,
  catalogStyleId: string | null,
): CataloguePicture {
  return pictures.get(pictureKey(catalogModel, catalogStyleId));
}

export function subscribeCataloguePictures(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For the benchmark: whether `warmCataloguePictures` has readied the renderer. */
export function cataloguePicturesWarmedUp(): boolean {
  return warmedUp;
}

/**
 * For the benchmark: whether the latest drawing ahead is over (every picture it asked for found or
 * drawn, or it stopped); false while none was asked for.
 */
export function cataloguePicturesDrawnAhead(): boolean {
  return aheadRun !== null && aheadRun.isOver(performance.now());
}

/** For tests and the benchmark: pictures still on their way, drawn, and taken from the browser's store. */
export function cataloguePictureCounts(): { waiting: number; drawn: number; fromCache: number } {
  return { ...counts };
}
