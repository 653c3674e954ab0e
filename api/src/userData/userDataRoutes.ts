import {
  FavoriteApplianceRequestSchema,
  SettingsRequestSchema,
  type SettingsResponse,
  type UserDataResponse,
} from '@kitchensync/schemas';
import { Router } from 'express';
import { requestAuth } from '../auth/requestAuth';
import { validateBody } from '../http/validateBody';
import type { UserDataService } from './UserDataService';

/** Mounted at /userData: the caller's own user data only. */
export function userDataRoutes(userData: UserDataService): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const body: UserDataResponse = { data: await userData.view(requestAuth.requireUser(res)) };
    res.json(body);
  });
  router.put('/favoriteAppliance', validateBody(FavoriteApplianceRequestSchema), async (req, res) => {
    const body: UserDataResponse = {
      data: await userData.setFavoriteAppliance(requestAuth.requireUser(res), req.hostname, req.body),
    };
    res.json(body);
  });
  router.get('/settings', async (_req, res) => {
    const body: SettingsResponse = { data: await userData.settings(requestAuth.requireUser(res)) };
    res.json(body);
  });
  router.put('/settings', validateBody(SettingsRequestSchema), async (req, res) => {
    const body: SettingsResponse = {
      data: await userData.setSettings(requestAuth.requireUser(res), req.body),
    };
    res.json(body);
  });
  return router;
}
