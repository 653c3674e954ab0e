import {
  PostCommentRequestSchema,
  type CommentsResponse,
  type MarkCommentsReadResponse,
  type PostCommentResponse,
} from '@kitchensync/schemas';
import { Router } from 'express';
import { requestAuth } from '../auth/requestAuth';
import { validateBody } from '../http/validateBody';
import type { CommentsService } from './CommentsService';

interface SaveParams {
  saveId: string;
}

/** Mounted at /saves/:saveId/comments. */
export function commentsRoutes(comments: CommentsService): Router {
  const router = Router({ mergeParams: true });

  router.get<'/', SaveParams>('/', async (req, res) => {
    const body: CommentsResponse = await comments.list(req.params.saveId, requestAuth.user(res));
    res.json(body);
  });

  router.post(
    '/',
    validateBody<typeof PostCommentRequestSchema, SaveParams>(PostCommentRequestSchema, {
      content: 'comment/content_required',
    }),
    async (req, res) => {
      const body: PostCommentResponse = await comments.post(
        req.params.saveId,
        requestAuth.requireUser(res),
        req.body.content,
      );
      res.status(201).json(body);
    },
  );

  router.post<'/read', SaveParams>('/read', async (req, res) => {
    const body: MarkCommentsReadResponse = await comments.markRead(
      req.params.saveId,
      requestAuth.requireUser(res),
    );
    res.json(body);
  });

  return router;
}
