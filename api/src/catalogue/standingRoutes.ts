import { AccountStandingRequestSchema, type AccountStandingResponse } from '@kitchensync/schemas';
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
 * PUT /admin/accounts/:userId/standing `{isAdmin}`: the admin seam that makes (or unmakes) admins;
 * admins only, an unknown user is refused with nothing written. It grants no plans: billing owns
 * them (`UserPlans`), so the answer reports the plan the user's subscription gives.
 */
export function standingRoutes(standing: AccountStanding): Router {
  const router = Router();

  router.put(
    '/admin/accounts/:userId/standing',
    validateBody<typeof AccountStandingRequestSchema, StandingParams>(AccountStandingRequestSchema),
    async (req, res) => {
      await requireAdmin(standing, requestAuth.user(res));
      const granted = await standing.setAdmin(req.params.userId, req.body.isAdmin);
      if (!granted) throw new ApiError('admin/user_not_found');
      const body: AccountStandingResponse = { data: { userId: req.params.userId, ...granted } };
      res.json(body);
    },
  );

  return router;
}
