import { DesignSessionPostRequestSchema, type DesignSessionPostResponse } from '@kitchensync/schemas';
import { Router } from 'express';
import { validateBody } from '../http/validateBody';
import type { DesignSessionService } from './DesignSessionService';

/** POST /designSession/post (spec 000 section 7): the caller's token travels in the body. */
export function designSessionRoutes(sessions: DesignSessionService): Router {
  const router = Router();

  router.post('/designSession/post', validateBody(DesignSessionPostRequestSchema), async (req, res) => {
    const body: DesignSessionPostResponse = await sessions.post(req.hostname, req.body);
    res.json(body);
  });

  return router;
}
