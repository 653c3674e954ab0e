import {
  AccountRequestSchema,
  PutClientDomainRequestSchema,
  type ClientDomainResponse,
  type LiveChatResponse,
} from '@kitchensync/schemas';
import { Router } from 'express';
import { requestAuth } from '../auth/requestAuth';
import { validateBody } from '../http/validateBody';
import type { ClientDomainService } from './ClientDomainService';

interface HostParams {
  host: string;
}

/**
 * GET /client-domain (the settings of the host the request came to), the spec's
 * POST /accounts/settings/livechat/get, and the admin seam PUT /admin/client-domains/:host.
 */
export function clientDomainRoutes(clientDomains: ClientDomainService): Router {
  const router = Router();

  router.get('/client-domain', async (req, res) => {
    const body: ClientDomainResponse = await clientDomains.describe(req.hostname);
    res.json(body);
  });

  router.post('/accounts/settings/livechat/get', validateBody(AccountRequestSchema), async (req, res) => {
    const body: LiveChatResponse = await clientDomains.liveChat(req.body.accountId);
    res.json(body);
  });

  router.put(
    '/admin/client-domains/:host',
    validateBody<typeof PutClientDomainRequestSchema, HostParams>(PutClientDomainRequestSchema),
    async (req, res) => {
      const body: ClientDomainResponse = await clientDomains.put(
        requestAuth.user(res),
        req.params.host,
        req.body,
      );
      res.json(body);
    },
  );

  return router;
}
