import { PutSaveThumbnailRequestSchema, type SaveThumbnailResponse } from '@kitchensync/schemas';
import { Router } from 'express';
import { requestAuth } from '../auth/requestAuth';
import { validateBody } from '../http/validateBody';
import type { SaveThumbnailsService } from './SaveThumbnailsService';

interface SaveParams {
  saveId: string;
}

/**
 * Mounted at /saves/:saveId/thumbnail. The picture is read with the reader's rights each time, so
 * the browser keeps it only privately; its address carries its version (`?v=`), so a kept copy is
 * never stale.
 */
export function saveThumbnailRoutes(thumbnails: SaveThumbnailsService): Router {
  const router = Router({ mergeParams: true });

  router.get<'/', SaveParams>('/', async (req, res) => {
    const thumbnail = await thumbnails.read(req.params.saveId, requestAuth.user(res));
    res.set('Cache-Control', 'private, max-age=31536000, immutable');
    res.set('X-Content-Type-Options', 'nosniff');
    res.type(thumbnail.mediaType).send(Buffer.from(thumbnail.bytes));
  });

  router.put(
    '/',
    validateBody<typeof PutSaveThumbnailRequestSchema, SaveParams>(PutSaveThumbnailRequestSchema, {
      image: 'thumbnail/invalid',
    }),
    async (req, res) => {
      const body: SaveThumbnailResponse = await thumbnails.put(
        req.params.saveId,
        requestAuth.user(res),
        req.body,
      );
      res.json(body);
    },
  );

  return router;
}
