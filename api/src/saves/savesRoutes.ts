import {
  CreateSaveRequestSchema,
  DuplicateSaveRequestSchema,
  ImportSaveRequestSchema,
  SavesListQuerySchema,
  ShareSaveRequestSchema,
  UpdateSaveRequestSchema,
  UpdateSharingRequestSchema,
  shareLink,
  type CollabTicketResponse,
  type SaveResponse,
  type SavesListResponse,
  type ShareSaveResponse,
} from '@kitchensync/schemas';
import { Router } from 'express';
import { collabSessionId } from '../auth/collabSessionId';
import { requestAuth } from '../auth/requestAuth';
import { ApiError } from '../http/ApiError';
import { validateBody } from '../http/validateBody';
import type { ShareLinkHost } from '../sharing/ShareLinkHost';
import type { SharingService } from '../sharing/SharingService';
import type { SaveFilesService } from './SaveFilesService';
import type { SavesService } from './SavesService';

interface SaveParams {
  saveId: string;
}

export function savesRoutes(
  saves: SavesService,
  files: SaveFilesService,
  sharing: SharingService,
  linkHost: ShareLinkHost,
): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const user = requestAuth.requireUser(res);
    const query = SavesListQuerySchema.safeParse(req.query);
    if (!query.success) throw new ApiError('request/invalid');
    const body: SavesListResponse = await saves.list(user, query.data);
    res.json(body);
  });

  router.post('/', validateBody(CreateSaveRequestSchema), async (req, res) => {
    const body: SaveResponse = await saves.create(requestAuth.requireUser(res), req.body);
    res.status(201).json(body);
  });

  router.post('/import', validateBody(ImportSaveRequestSchema), async (req, res) => {
    const body: SaveResponse = await files.import(requestAuth.requireUser(res), req.body);
    res.status(201).json(body);
  });

  router.get('/:saveId', async (req, res) => {
    const body: SaveResponse = await saves.read(req.params.saveId, requestAuth.user(res));
    res.json(body);
  });

  router.patch(
    '/:saveId',
    validateBody<typeof UpdateSaveRequestSchema, SaveParams>(UpdateSaveRequestSchema),
    async (req, res) => {
      const body: SaveResponse = await saves.update(
        req.params.saveId,
        requestAuth.requireUser(res),
        req.body,
      );
      res.json(body);
    },
  );

  router.delete('/:saveId', async (req, res) => {
    await saves.delete(req.params.saveId, requestAuth.requireUser(res));
    res.status(204).end();
  });

  router.post(
    '/:saveId/duplicate',
    validateBody<typeof DuplicateSaveRequestSchema, SaveParams>(DuplicateSaveRequestSchema),
    async (req, res) => {
      const body: SaveResponse = await files.duplicate(
        req.params.saveId,
        requestAuth.requireUser(res),
        req.body,
      );
      res.status(201).json(body);
    },
  );

  router.get('/:saveId/export', async (req, res) => {
    const exported = await files.export(req.params.saveId, requestAuth.user(res));
    res.attachment(exported.fileName);
    res.type('application/json').send(exported.text);
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

  router.post(
    '/:saveId/share',
    validateBody<typeof ShareSaveRequestSchema, SaveParams>(ShareSaveRequestSchema),
    async (req, res) => {
      const shared = await sharing.shareSave(req.params.saveId, requestAuth.requireUser(res), req.body);
      const host = await linkHost.of(req.hostname, req.host);
      const body: ShareSaveResponse = { ...shared, link: shareLink(host, req.params.saveId) };
      res.json(body);
    },
  );

  router.post('/:saveId/collab-ticket', async (req, res) => {
    const authentication = requestAuth.get(res);
    const body: CollabTicketResponse = await saves.issueCollabTicket(
      req.params.saveId,
      authentication?.user ?? null,
      authentication ? collabSessionId(authentication.tokenHash) : null,
    );
    res.json(body);
  });

  return router;
}
