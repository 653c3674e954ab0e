import {
  ChangeCardRequestSchema,
  ChangeSubscriptionRequestSchema,
  PaymentNotificationRequestSchema,
  PLANS,
  ReactivateSubscriptionRequestSchema,
  SubscribeRequestSchema,
  type CurrentSubscriptionResponse,
  type PaymentGatewayResponse,
  type PaymentNotificationResponse,
  type PlansResponse,
  type SubscriptionResponse,
} from '@kitchensync/schemas';
import { Router } from 'express';
import { requestAuth } from '../auth/requestAuth';
import { validateBody } from '../http/validateBody';
import type { BillingService } from './BillingService';

/** Mounted at the api root: the spec's paths /plans and /subscribe/…, and ours /subscription. */
export function billingRoutes(billing: BillingService): Router {
  const router = Router();
  router.get('/plans', (_req, res) => {
    const body: PlansResponse = { data: [...PLANS] };
    res.json(body);
  });
  router.get('/subscription', async (_req, res) => {
    const body: CurrentSubscriptionResponse = { data: await billing.current(requestAuth.requireUser(res)) };
    res.json(body);
  });
  router.post('/subscribe', validateBody(SubscribeRequestSchema), async (req, res) => {
    const body: SubscriptionResponse = {
      data: await billing.subscribe(requestAuth.requireUser(res), req.body),
    };
    res.status(201).json(body);
  });
  router.post('/subscribe/change/post', validateBody(ChangeSubscriptionRequestSchema), async (req, res) => {
    const body: SubscriptionResponse = { data: await billing.change(requestAuth.requireUser(res), req.body) };
    res.json(body);
  });
  router.post('/subscribe/change/card', validateBody(ChangeCardRequestSchema), async (req, res) => {
    const body: SubscriptionResponse = {
      data: await billing.changeCard(requestAuth.requireUser(res), req.body),
    };
    res.json(body);
  });
  router.post(
    '/subscribe/reactivate',
    validateBody(ReactivateSubscriptionRequestSchema),
    async (req, res) => {
      const body: SubscriptionResponse = {
        data: await billing.reactivate(requestAuth.requireUser(res), req.body),
      };
      res.json(body);
    },
  );
  router.post('/subscribe/cancel', async (_req, res) => {
    const body: SubscriptionResponse = { data: await billing.cancel(requestAuth.requireUser(res)) };
    res.json(body);
  });
  router.get('/billing/gateway', (_req, res) => {
    const body: PaymentGatewayResponse = { data: { id: billing.gatewayId } };
    res.json(body);
  });
  // The gateway calls this itself, with no session: its signature is the authentication.
  router.post('/billing/notifications', validateBody(PaymentNotificationRequestSchema), async (req, res) => {
    const body: PaymentNotificationResponse = { data: await billing.applyNotification(req.body) };
    res.json(body);
  });
  return router;
}
