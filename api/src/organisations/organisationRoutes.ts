import {
  InviteCoworkerRequestSchema,
  type InviteCoworkerResponse,
  type OrganisationResponse,
} from '@kitchensync/schemas';
import { Router } from 'express';
import { requestAuth } from '../auth/requestAuth';
import { validateBody } from '../http/validateBody';
import type { OrganisationService } from './OrganisationService';

/** Mounted at /organisation: the caller's organisation, its invitations and members. */
export function organisationRoutes(service: OrganisationService): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const body: OrganisationResponse = { data: await service.view(requestAuth.requireUser(res)) };
    res.json(body);
  });
  router.post(
    '/invites',
    validateBody(InviteCoworkerRequestSchema, { email: 'auth/email_invalid' }),
    async (req, res) => {
      const body: InviteCoworkerResponse = {
        data: await service.invite(requestAuth.requireUser(res), req.body.email),
      };
      res.status(201).json(body);
    },
  );
  router.delete('/invites/:inviteId', async (req, res) => {
    await service.revokeInvite(requestAuth.requireUser(res), req.params.inviteId);
    res.status(204).end();
  });
  router.delete('/members/:userId', async (req, res) => {
    await service.removeMember(requestAuth.requireUser(res), req.params.userId);
    res.status(204).end();
  });
  return router;
}
