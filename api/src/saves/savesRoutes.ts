import {
  CreateSaveRequestSchema,
  UpdateSharingRequestSchema,
  type CollabTicketResponse,
  type SaveResponse,
} from '@kitchensync/schemas';
import { Router } from 'express';
import { requestAuth } from '../auth/requestAuth';
import { validateBody } from '../http/validateBody';
import type { SavesService } from './SavesService';

interface SaveParams {
  saveId: string;
}

export function savesRoutes(saves: SavesService): Router {
  const router = Router();

  router.post('/', validateBody(CreateSaveRequestSchema), async (req, res) => {
    const body: SaveResponse = await saves.create(requestAuth.requireUser(res), req.body);
    res.status(201).json(body);
  });

  router.get('/:saveId', async (req, res) => {
    const body: SaveResponse = await saves.read(req.params.saveId, requestAuth.user(res));
    res.json(body);
  });

  router.put(
    '/:saveId/sharing',
    validateBody<typeof UpdateSharingRequestSchema, SaveParams>(UpdateSharingRequestSchema),
    async (req, res) => {
      const body: SaveResponse = await saves.updateSharing(
        req.params.saveId,
        requestAuth.user(res),
        req.body,
      );
      res.json(body);
    },
  );

  router.post('/:saveId/collab-ticket', async (req, res) => {
    const body: CollabTicketResponse = await saves.issueCollabTicket(
      req.params.saveId,
      requestAuth.user(res),
    );
    res.json(body);
  });

  return router;
}
