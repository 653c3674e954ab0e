import {
  AccountRequestSchema,
  CatalogueModelQuerySchema,
  CatalogueModelsQuerySchema,
  CatalogueTexturesQuerySchema,
  CheckAdminRequestSchema,
  PriceUpdateRequestSchema,
  type CatalogueCollectionsResponse,
  type CatalogueCountertopsResponse,
  type CatalogueHandlesResponse,
  type CatalogueModelResponse,
  type CatalogueModelsResponse,
  type CatalogueTexturesResponse,
  type CheckAdminResponse,
  type OpeningsResponse,
  type PriceUpdateResponse,
} from '@kitchensync/schemas';
import { Router, type Request, type Response } from 'express';
import { requestAuth } from '../auth/requestAuth';
import { parseQuery } from '../http/parseQuery';
import { validateBody } from '../http/validateBody';
import type { CatalogueService } from './CatalogueService';
import type { CatalogueViewer } from './CatalogueViewer';

/**
 * Catalogue reads under /catalogue (paths the specs do not show), and the spec's own calls:
 * POST /openings/get, /checkAdmin and /models. Reads need no login: the free plan applies.
 */
export function catalogueRoutes(catalogue: CatalogueService): Router {
  const router = Router();
  const viewer = (req: Request, res: Response): Promise<CatalogueViewer> =>
    catalogue.viewer(requestAuth.user(res), req.hostname);

  router.get('/catalogue/collections', async (req, res) => {
    const body: CatalogueCollectionsResponse = { data: await catalogue.collections(await viewer(req, res)) };
    res.json(body);
  });

  router.get('/catalogue/models', async (req, res) => {
    const query = parseQuery(CatalogueModelsQuerySchema, req.query);
    const body: CatalogueModelsResponse = { data: await catalogue.models(await viewer(req, res), query) };
    res.json(body);
  });

  router.get('/catalogue/models/:catalogModelId', async (req, res) => {
    const { accountId } = parseQuery(CatalogueModelQuerySchema, req.query);
    const body: CatalogueModelResponse = {
      data: await catalogue.model(await viewer(req, res), req.params.catalogModelId, accountId),
    };
    res.json(body);
  });

  router.get('/catalogue/textures', async (req, res) => {
    const { category } = parseQuery(CatalogueTexturesQuerySchema, req.query);
    const body: CatalogueTexturesResponse = {
      data: await catalogue.textures(await viewer(req, res), category),
    };
    res.json(body);
  });

  router.get('/catalogue/countertops', async (req, res) => {
    const body: CatalogueCountertopsResponse = { data: await catalogue.countertops(await viewer(req, res)) };
    res.json(body);
  });

  router.get('/catalogue/handles', async (req, res) => {
    const body: CatalogueHandlesResponse = { data: await catalogue.handles(await viewer(req, res)) };
    res.json(body);
  });

  // Every account shows the one shared set of openings; the account id is accepted for the spec's payload.
  router.post('/openings/get', validateBody(AccountRequestSchema), async (req, res) => {
    const body: OpeningsResponse = { data: await catalogue.openings(await viewer(req, res)) };
    res.json(body);
  });

  router.post('/checkAdmin', validateBody(CheckAdminRequestSchema), async (req, res) => {
    const body: CheckAdminResponse = await catalogue.checkAdmin(requestAuth.user(res), req.body);
    res.json(body);
  });

  router.post('/models', validateBody(PriceUpdateRequestSchema), async (req, res) => {
    const body: PriceUpdateResponse = await catalogue.updatePrice(
      requestAuth.user(res),
      req.hostname,
      req.body,
    );
    res.json(body);
  });

  return router;
}
