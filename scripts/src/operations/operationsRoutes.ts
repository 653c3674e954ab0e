import { Router } from 'express';
import type { Registry } from 'prom-client';

export interface Readiness {
  /** Resolves when the process can take traffic: its stores answer and it is not shutting down. */
  check(): Promise<boolean>;
}

/**
 * Liveness (`/healthz`: the process answers), readiness (`/readyz`: a load balancer may send
 * traffic) and Prometheus metrics (`/metrics`), outside /api so they need no session.
 */
export function operationsRoutes(readiness: Readiness, registry: Registry): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const ready = await readiness.check().catch(() => false);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable' });
  });
  router.get('/metrics', async (_req, res) => {
    res.type(registry.contentType).send(await registry.metrics());
  });
  return router;
}
