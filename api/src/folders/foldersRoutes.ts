import {
  CreateFolderRequestSchema,
  MoveFolderRequestSchema,
  RenameFolderRequestSchema,
  ShareSaveRequestSchema,
  type FolderResponse,
  type MoveFolderResponse,
  type ShareFolderResponse,
} from '@kitchensync/schemas';
import { Router } from 'express';
import { requestAuth } from '../auth/requestAuth';
import { validateBody } from '../http/validateBody';
import type { SharingService } from '../sharing/SharingService';
import type { FoldersService } from './FoldersService';

interface FolderParams {
  folderId: string;
}

export function foldersRoutes(folders: FoldersService, sharing: SharingService): Router {
  const router = Router();

  router.post('/', validateBody(CreateFolderRequestSchema), async (req, res) => {
    const body: FolderResponse = await folders.create(requestAuth.requireUser(res), req.body);
    res.status(201).json(body);
  });

  router.patch(
    '/:folderId',
    validateBody<typeof RenameFolderRequestSchema, FolderParams>(RenameFolderRequestSchema),
    async (req, res) => {
      const body: FolderResponse = await folders.rename(
        req.params.folderId,
        requestAuth.requireUser(res),
        req.body.name,
      );
      res.json(body);
    },
  );

  router.post(
    '/:folderId/move',
    validateBody<typeof MoveFolderRequestSchema, FolderParams>(MoveFolderRequestSchema),
    async (req, res) => {
      const body: MoveFolderResponse = await folders.move(
        req.params.folderId,
        requestAuth.requireUser(res),
        req.body,
      );
      res.json(body);
    },
  );

  router.delete('/:folderId', async (req, res) => {
    await folders.delete(req.params.folderId, requestAuth.requireUser(res));
    res.status(204).end();
  });

  router.post(
    '/:folderId/share',
    validateBody<typeof ShareSaveRequestSchema, FolderParams>(ShareSaveRequestSchema),
    async (req, res) => {
      const body: ShareFolderResponse = await sharing.shareFolder(
        req.params.folderId,
        requestAuth.requireUser(res),
        req.body,
      );
      res.json(body);
    },
  );

  return router;
}
