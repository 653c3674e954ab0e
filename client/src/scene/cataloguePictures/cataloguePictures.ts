import type { CatalogModel } from '@kitchensync/schemas';
import { cataloguePreviewModel } from '../../model/catalogue/cataloguePreviewModel';
import { buildPartBatches } from '../models/buildPartBatches';
import { readCachedPicture, storeCachedPicture } from './cataloguePictureCache';
import { CataloguePictureRenderer } from './CataloguePictureRenderer';
import { partsDigest } from './partsDigest';

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
const drawQueue: { job: PictureJob; cacheKey: string; draw: () => Promise<{ encoded: Promise<Blob> }> }[] =
  [];
const counts = { drawn: 0, fromCache: 0, waiting: 0 };
let renderer: CataloguePictureRenderer | null | undefined;
let drawing = false;

function pictureKey(catalogModel: CatalogModel, catalogStyleId: string | null): string {
  return `${catalogModel.catalogModelId}:${catalogStyleId ?? ''}`;
}

function settle(key: string, picture: string | null): void {
  pictures.set(key, picture);
  counts.waiting -= 1;
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
 * Draws the queued pictures one after another in slices of a few milliseconds, so the panel stays
 * responsive; each picture is encoded off the main thread while the next is drawn.
 */
async function drainDrawQueue(): Promise<void> {
  if (drawing) return;
  drawing = true;
  try {
    let sliceStart = performance.now();
    for (let next = drawQueue.shift(); next !== undefined; next = drawQueue.shift()) {
      if (performance.now() - sliceStart > DRAW_SLICE_MS) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        sliceStart = performance.now();
      }
      const { job, cacheKey } = next;
      try {
        const { encoded } = await next.draw();
        encoded.then(
          (picture) => {
            counts.drawn += 1;
            settle(job.key, URL.createObjectURL(picture));
            void storeCachedPicture(cacheKey, picture);
          },
          () => settle(job.key, null),
        );
      } catch {
        settle(job.key, null);
      }
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
    settle(job.key, null);
    return;
  }
  const batches = buildPartBatches([model], new Set(), 'perspective', null, null, 'medium');
  const cacheKey = `${job.key}:${partsDigest(batches)}`;
  const cached = await readCachedPicture(cacheKey);
  if (cached !== null) {
    counts.fromCache += 1;
    settle(job.key, URL.createObjectURL(cached));
    return;
  }
  const draw = pictureRenderer();
  if (draw === null) {
    settle(job.key, null);
    return;
  }
  drawQueue.push({ job, cacheKey, draw: () => draw.draw(model, batches) });
  void drainDrawQueue();
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

/** For tests and the benchmark: pictures still on their way, drawn, and taken from the browser's store. */
export function cataloguePictureCounts(): { waiting: number; drawn: number; fromCache: number } {
  return { ...counts };
}
