import { GuestLoginRequestSchema, type GuestLoginResponse, type MeResponse } from '@kitchensync/schemas';
import { Router } from 'express';
import { validateBody } from '../http/validateBody';
import type { AuthService } from './AuthService';
import { guestCookie } from './guestCookie';
import { requestAuth } from './requestAuth';

export function authRoutes(auth: AuthService, secureCookies: boolean): Router {
  const router = Router();
  const cookieOptions = guestCookie.options(secureCookies);

  router.post(
    '/guest',
    validateBody(GuestLoginRequestSchema, { email: 'auth/email_invalid' }),
    async (req, res) => {
      const data = await auth.guestLogin(req.body);
      if ('auth' in data) {
        res.cookie(guestCookie.name, data.auth.token, { ...cookieOptions, maxAge: guestCookie.maxAgeMs });
      }
      const body: GuestLoginResponse = { data };
      res.json(body);
    },
  );

  router.get('/me', (_req, res) => {
    const body: MeResponse = { user: requestAuth.user(res) };
    res.json(body);
  });

  router.post('/logout', async (_req, res) => {
    const authentication = requestAuth.get(res);
    if (authentication) await auth.logout(authentication);
    res.clearCookie(guestCookie.name, cookieOptions);
    res.status(204).end();
  });

  return router;
}
