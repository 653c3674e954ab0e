import {
  AddPresentationImageRequestSchema,
  ArrangePresentationImagesRequestSchema,
  type PresentationImage,
  type PresentationImagesResponse,
} from '@kitchensync/schemas';
import { Router } from 'express';
import { requestAuth } from '../auth/requestAuth';
import { validateBody } from '../http/validateBody';
import type { PresentationImagesService } from './PresentationImagesService';

interface SaveParams {
  saveId: string;
}

interface ImageParams extends SaveParams {
  imageId: string;
}

/**
 * Mounted at /saves/:saveId/presentation. A picture is read with the reader's rights each time and
 * never changes under its id, so the browser may keep it privately for good.
 */
export function presentationRoutes(images: PresentationImagesService): Router {
  const router = Router({ mergeParams: true });

  router.get<'/', SaveParams>('/', async (req, res) => {
    const body: PresentationImagesResponse = await images.list(req.params.saveId, requestAuth.user(res));
    res.json(body);
  });

  router.post(
    '/images',
    validateBody<typeof AddPresentationImageRequestSchema, SaveParams>(AddPresentationImageRequestSchema, {
      image: 'presentationImage/not_image',
    }),
    async (req, res) => {
      const body: PresentationImage = await images.add(req.params.saveId, requestAuth.user(res), req.body);
      res.status(201).json(body);
    },
  );

  router.get<'/images/:imageId', ImageParams>('/images/:imageId', async (req, res) => {
    const image = await images.read(req.params.saveId, req.params.imageId, requestAuth.user(res));
    res.set('Cache-Control', 'private, max-age=31536000, immutable');
    res.set('X-Content-Type-Options', 'nosniff');
    res.type(image.mediaType).send(Buffer.from(image.bytes));
  });

  router.delete<'/images/:imageId', ImageParams>('/images/:imageId', async (req, res) => {
    await images.delete(req.params.saveId, req.params.imageId, requestAuth.user(res));
    res.status(204).end();
  });

  router.put(
    '/order',
    validateBody<typeof ArrangePresentationImagesRequestSchema, SaveParams>(
      ArrangePresentationImagesRequestSchema,
    ),
    async (req, res) => {
      const body: PresentationImagesResponse = await images.arrange(
        req.params.saveId,
        requestAuth.user(res),
        req.body,
      );
      res.json(body);
    },
  );

  return router;
}
