import { AccountStandingRequestSchema, planById, type AccountStandingResponse } from '@kitchensync/schemas';
import { Router } from 'express';
import { requestAuth } from '../auth/requestAuth';
import { ApiError } from '../http/ApiError';
import { validateBody } from '../http/validateBody';
import type { AccountStanding } from './AccountStanding';
import { requireAdmin } from './requireAdmin';

interface StandingParams {
  userId: string;
}

/**
 * PUT /admin/accounts/:userId/standing: the admin seam that grants plans and the admin flag until
 * billing decides plans. Admins only; unknown plans and users are refused with nothing written.
 */
export function standingRoutes(standing: AccountStanding): Router {
  const router = Router();

  router.put(
    '/admin/accounts/:userId/standing',
    validateBody<typeof AccountStandingRequestSchema, StandingParams>(AccountStandingRequestSchema),
    async (req, res) => {
      await requireAdmin(standing, requestAuth.user(res));
      if (req.body.planId !== undefined && !planById(req.body.planId))
        throw new ApiError('billing/plan_unknown');
      const granted = await standing.grant(req.params.userId, req.body);
      if (!granted) throw new ApiError('admin/user_not_found');
      const body: AccountStandingResponse = { data: { userId: req.params.userId, ...granted } };
      res.json(body);
    },
  );

  return router;
}
