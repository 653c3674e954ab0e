import { UpdateAccountRequestSchema, type AccountResponse } from '@kitchensync/schemas';
import { Router } from 'express';
import { attemptContext } from '../auth/attemptContext';
import { requestAuth } from '../auth/requestAuth';
import { validateBody } from '../http/validateBody';
import type { AccountService } from './AccountService';

/** Mounted at /account. */
export function accountRoutes(account: AccountService): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const body: AccountResponse = { data: await account.view(requestAuth.require(res)) };
    res.json(body);
  });
  router.patch('/', validateBody(UpdateAccountRequestSchema), async (req, res) => {
    const body: AccountResponse = {
      data: await account.update(requestAuth.require(res), req.body, attemptContext(req)),
    };
    res.json(body);
  });
  return router;
}
