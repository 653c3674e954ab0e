import type { CatalogModel, PlacedModel } from '@kitchensync/schemas';
import { cataloguePreviewModel } from '../../model/catalogue/cataloguePreviewModel';
import { buildPartBatches, type PartBatch } from '../models/buildPartBatches';
import { readCachedPicture, storeCachedPicture } from './cataloguePictureCache';
import { CataloguePictureRenderer, type PictureFinish } from './CataloguePictureRenderer';
import { idleTurn } from './idleTurn';
import { partsDigest } from './partsDigest';
import { atlasCapacity } from './pictureAtlas';

/**
 * A catalogue model's picture as a tile reads it: an object URL once ready, null when the model
 * cannot be drawn (no dimensions, no such style, no WebGL), undefined while it is on its way.
 */
export type CataloguePicture = string | null | undefined;

interface PictureJob {
  readonly key: string;
  readonly catalogModel: CatalogModel;
  readonly catalogStyleId: string | null;
}

const pictures = new Map<string, string | null>();
const requested = new Set<string>();
const listeners = new Set<() => void>();
interface QueuedPicture {
  readonly job: PictureJob;
  readonly cacheKey: string;
  readonly model: PlacedModel;
  readonly batches: readonly PartBatch[];
}

/**
 * The finishes whose programs and patterns nearly every panel's pictures need, one of each program
 * the pictures link: plain paint, a pattern laid on a part (wood), the countertop's world-laid
 * quartz, stainless steel reflecting its studio, glass.
 */
const WARM_UP_FINISHES: readonly PictureFinish[] = [
  { surface: 'painted', pattern: 'none', countertop: false },
  { surface: 'stainedWood', pattern: 'woodGrain', countertop: false },
  { surface: 'quartz', pattern: 'quartz', countertop: true },
  { surface: 'stainless', pattern: 'brushed', countertop: false },
  { surface: 'glass', pattern: 'none', countertop: false },
];

const drawQueue: QueuedPicture[] = [];
const counts = { drawn: 0, fromCache: 0, waiting: 0 };
let renderer: CataloguePictureRenderer | null | undefined;
let drawing = false;
let warmUp: Promise<void> | null = null;
let warmedUp = false;

function pictureKey(catalogModel: CatalogModel, catalogStyleId: string | null): string {
  return `${catalogModel.catalogModelId}:${catalogStyleId ?? ''}`;
}

/** Pictures found together are told to the tiles together: one render of the panel, not one each. */
function settle(found: readonly { key: string; picture: string | null }[]): void {
  for (const { key, picture } of found) {
    pictures.set(key, picture);
    counts.waiting -= 1;
  }
  for (const listener of listeners) listener();
}

/** The shared renderer, made on first need; null where the browser has no WebGL. */
function pictureRenderer(): CataloguePictureRenderer | null {
  if (renderer === undefined) {
    try {
      renderer = new CataloguePictureRenderer();
    } catch {
      renderer = null;
    }
  }
  return renderer;
}

/** Main-thread time the drawing may take before it lets the page have a turn (a frame's worth). */
const DRAW_SLICE_MS = 12;

/**
 * Draws the queued pictures a batch at a time: a slice of a few milliseconds' drawing into the
 * cells of the renderer's atlas, read back once, then the page has a turn; the batch's pictures
 * are encoded off the main thread while the next batch is drawn, and land together, one render of
 * the tiles for the batch.
 */
async function drainDrawQueue(draw: CataloguePictureRenderer): Promise<void> {
  if (drawing) return;
  drawing = true;
  const nextSlice = () => new Promise((resolve) => setTimeout(resolve, 0));
  try {
    while (drawQueue.length > 0) {
      const sliceStart = performance.now();
      const drawn: QueuedPicture[] = [];
      // A batch is what one slice draws (the first, which waits for patterns and shaders, is one
      // picture, so it shows soonest), at most a full atlas.
      while (drawn.length < atlasCapacity(draw.atlas)) {
        const picture = drawQueue.shift();
        if (picture === undefined) break;
        try {
          await draw.drawCell(drawn.length, picture.model, picture.batches);
          drawn.push(picture);
        } catch {
          settle([{ key: picture.job.key, picture: null }]);
        }
        if (performance.now() - sliceStart > DRAW_SLICE_MS) break;
      }
      if (drawn.length === 0) continue;
      let encoded: Promise<Blob>[];
      try {
        encoded = draw.readCells(drawn.length);
      } catch {
        settle(drawn.map(({ job }) => ({ key: job.key, picture: null })));
        continue;
      }
      void Promise.allSettled(encoded).then((results) =>
        settle(
          results.map((result, cell) => {
            const { job, cacheKey } = drawn[cell]!;
            if (result.status === 'rejected') return { key: job.key, picture: null };
            counts.drawn += 1;
            void storeCachedPicture(cacheKey, result.value);
            return { key: job.key, picture: URL.createObjectURL(result.value) };
          }),
        ),
      );
      await nextSlice();
    }
  } finally {
    drawing = false;
  }
}

/**
 * Finds a picture: the browser's store first (all lookups at once, so pictures drawn on an earlier
 * visit show at once), else a turn in the one renderer's queue. The store's key is the model, the
 * style and the fingerprint of the parts the parametric model draws for it (`partsDigest`).
 */
async function findPicture(job: PictureJob): Promise<void> {
  const model = cataloguePreviewModel(job.catalogModel, job.catalogStyleId);
  if (model === null) {
    settle([{ key: job.key, picture: null }]);
    return;
  }
  const batches = buildPartBatches([model], new Set(), 'perspective', null, null, 'medium');
  const cacheKey = `${job.key}:${partsDigest(batches)}`;
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
  drawQueue.push({ job, cacheKey, model, batches });
  void drainDrawQueue(draw);
}

/**
 * Readies the pictures' renderer while the editor is idle, before any panel opens: made, its
 * patterns drawn, its programs linked and its pipelines built, each step in an idle moment with no
 * pointer held, so it never delays the editor's first frame or a drag. The first picture a panel
 * asks for then starts drawing at once. Once a session; nothing happens where there is no WebGL.
 */
export function warmCataloguePictures(): void {
  if (warmUp !== null) return;
  warmUp = (async () => {
    await idleTurn();
    const draw = pictureRenderer();
    if (draw === null) return;
    await idleTurn();
    await draw.warmUp(WARM_UP_FINISHES, () => idleTurn());
    warmedUp = true;
  })().catch(() => {
    // Not warmed: the first pictures pay for it as they are drawn, as they would have anyway.
  });
}

/** Asks for a model's picture in a style (null: a model without styles); each is found once a session. */
export function requestCataloguePicture(catalogModel: CatalogModel, catalogStyleId: string | null): void {
  const key = pictureKey(catalogModel, catalogStyleId);
  if (requested.has(key)) return;
  requested.add(key);
  counts.waiting += 1;
  void findPicture({ key, catalogModel, catalogStyleId });
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

/** For tests and the benchmark: pictures still on their way, drawn, and taken from the browser's store. */
export function cataloguePictureCounts(): { waiting: number; drawn: number; fromCache: number } {
  return { ...counts };
}
