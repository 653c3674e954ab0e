import {
  AcceptInvitationRequestSchema,
  type AcceptInvitationResponse,
  type InvitationResponse,
} from '@kitchensync/schemas';
import { Router } from 'express';
import { guestCookie } from '../auth/guestCookie';
import { requestAuth } from '../auth/requestAuth';
import { validateBody } from '../http/validateBody';
import type { OrganisationService } from './OrganisationService';

/** Mounted at /invitations: what the mailed link opens, for people who may have no account yet. */
export function invitationRoutes(service: OrganisationService, secureCookies: boolean): Router {
  const router = Router();
  router.get('/:token', async (req, res) => {
    const body: InvitationResponse = { data: await service.invitation(req.params.token) };
    res.json(body);
  });
  router.post(
    '/:token/accept',
    validateBody<typeof AcceptInvitationRequestSchema, { token: string }>(AcceptInvitationRequestSchema, {
      password: 'organisation/password_required',
    }),
    async (req, res) => {
      const data = await service.accept(req.params.token, req.body, requestAuth.get(res));
      if (data.auth) {
        res.cookie(guestCookie.name, data.auth.token, {
          ...guestCookie.options(secureCookies),
          maxAge: guestCookie.maxAgeMs,
        });
      }
      const body: AcceptInvitationResponse = { data };
      res.json(body);
    },
  );
  return router;
}
