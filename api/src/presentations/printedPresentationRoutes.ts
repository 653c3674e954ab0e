import {
  AddPrintedPresentationRequestSchema,
  type PrintedPresentation,
  type PrintedPresentationsResponse,
} from '@kitchensync/schemas';
import { Router } from 'express';
import { requestAuth } from '../auth/requestAuth';
import { validateBody } from '../http/validateBody';
import type { PrintedPresentationsService } from './PrintedPresentationsService';

interface SaveParams {
  saveId: string;
}

interface PrintedParams extends SaveParams {
  printedId: string;
}

/**
 * Mounted at /saves/:saveId/presentation/printed. A kept PDF never changes under its id, so the
 * browser may keep it privately; it downloads under the name it was kept with.
 */
export function printedPresentationRoutes(presentations: PrintedPresentationsService): Router {
  const router = Router({ mergeParams: true });

  router.get<'/', SaveParams>('/', async (req, res) => {
    const body: PrintedPresentationsResponse = await presentations.list(
      req.params.saveId,
      requestAuth.user(res),
    );
    res.json(body);
  });

  router.post(
    '/',
    validateBody<typeof AddPrintedPresentationRequestSchema, SaveParams>(
      AddPrintedPresentationRequestSchema,
      {
        pdf: 'printedPresentation/not_pdf',
      },
    ),
    async (req, res) => {
      const body: PrintedPresentation = await presentations.add(
        req.params.saveId,
        requestAuth.user(res),
        req.body,
      );
      res.status(201).json(body);
    },
  );

  router.get<'/:printedId', PrintedParams>('/:printedId', async (req, res) => {
    const presentation = await presentations.read(
      req.params.saveId,
      req.params.printedId,
      requestAuth.user(res),
    );
    res.set('Cache-Control', 'private, max-age=31536000, immutable');
    res.set('X-Content-Type-Options', 'nosniff');
    res.attachment(`${presentation.name}.pdf`);
    res.type('application/pdf').send(Buffer.from(presentation.bytes));
  });

  router.delete<'/:printedId', PrintedParams>('/:printedId', async (req, res) => {
    await presentations.delete(req.params.saveId, req.params.printedId, requestAuth.user(res));
    res.status(204).end();
  });

  return router;
}
