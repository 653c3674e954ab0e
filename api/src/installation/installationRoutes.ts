import type { InstallationResponse } from '@kitchensync/schemas';
import { Router } from 'express';

/** What an installation tells every visitor about itself (`GET /api/installation`), signed in or not. */
export function installationRoutes(installation: InstallationResponse['data']): Router {
  const router = Router();
  router.get('/installation', (_req, res) => {
    const body: InstallationResponse = { data: installation };
    res.json(body);
  });
  return router;
}
