import { CoworkersRequestSchema, type CoworkersResponse } from '@kitchensync/schemas';
import { Router } from 'express';
import { requestAuth } from '../auth/requestAuth';
import { validateBody } from '../http/validateBody';
import type { OrganisationService } from './OrganisationService';

/** Mounted at /auth beside the login routes: POST /auth/coworkers (spec 000 section 7). */
export function coworkersRoutes(service: OrganisationService): Router {
  const router = Router();
  router.post('/coworkers', validateBody(CoworkersRequestSchema), async (req, res) => {
    const body: CoworkersResponse = {
      data: await service.coworkers(requestAuth.requireUser(res), req.body.credentialIds),
    };
    res.json(body);
  });
  return router;
}
