import {
  CreateCheckpointRequestSchema,
  HistorySeqParamSchema,
  RestoreVersionRequestSchema,
  type CheckpointResponse,
  type HistoryListResponse,
  type HistoryVersionResponse,
  type RestoreVersionResponse,
} from '@kitchensync/schemas';
import { Router, type Request } from 'express';
import { requestAuth } from '../auth/requestAuth';
import { ApiError } from '../http/ApiError';
import { validateBody } from '../http/validateBody';
import type { HistoryService } from './HistoryService';

interface SaveParams {
  saveId: string;
}

interface VersionParams extends SaveParams {
  seq: string;
}

/**
 * A save's history, mounted at `/saves/:saveId/history` (so it merges the parent's `saveId`). Without
 * a history (the caller passed none) every route answers 503 `history/unavailable`.
 */
export function historyRoutes(history: HistoryService | null): Router {
  const router = Router({ mergeParams: true });

  if (!history) {
    router.use(() => {
      throw new ApiError('history/unavailable');
    });
    return router;
  }

  router.get('/', async (req: Request<SaveParams>, res) => {
    const body: HistoryListResponse = await history.list(req.params.saveId, requestAuth.user(res));
    res.json(body);
  });

  router.get('/:seq', async (req: Request<VersionParams>, res) => {
    const seq = HistorySeqParamSchema.safeParse(req.params.seq);
    if (!seq.success) throw new ApiError('history/seq_invalid');
    const body: HistoryVersionResponse = await history.readVersion(
      req.params.saveId,
      seq.data,
      requestAuth.user(res),
    );
    res.json(body);
  });

  router.post(
    '/checkpoints',
    validateBody<typeof CreateCheckpointRequestSchema, SaveParams>(CreateCheckpointRequestSchema, {
      label: 'history/label_invalid',
    }),
    async (req, res) => {
      const body: CheckpointResponse = await history.checkpoint(
        req.params.saveId,
        requestAuth.user(res),
        req.body.label,
      );
      res.status(201).json(body);
    },
  );

  router.post(
    '/restore',
    validateBody<typeof RestoreVersionRequestSchema, SaveParams>(RestoreVersionRequestSchema, {
      seq: 'history/seq_invalid',
    }),
    async (req, res) => {
      const body: RestoreVersionResponse = await history.restore(
        req.params.saveId,
        requestAuth.user(res),
        req.body.seq,
      );
      res.json(body);
    },
  );

  return router;
}
