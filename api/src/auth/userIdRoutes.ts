import { UserIdRequestSchema, type UserIdResponse } from '@kitchensync/schemas';
import { Router } from 'express';
import { validateBody } from '../http/validateBody';
import type { SavesService } from '../saves/SavesService';
import { requestAuth } from './requestAuth';

/**
 * POST /auth/userId/get {saveId}: the account a save belongs to, i.e. its owner's credential id,
 * which the client uses as the `accountId` of the calls that read an account's settings, catalogue
 * and openings. Only for a save the caller may view (anonymous callers included for public saves);
 * any other id answers 404 like reading the save, so ids reveal nothing.
 */
export function userIdRoutes(saves: SavesService): Router {
  const router = Router();
  router.post('/userId/get', validateBody(UserIdRequestSchema), async (req, res) => {
    const { save } = await saves.read(req.body.saveId, requestAuth.user(res));
    const body: UserIdResponse = { data: { userId: save.owner } };
    res.json(body);
  });
  return router;
}
