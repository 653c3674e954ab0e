import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { buildOpenApiDocument } from './buildOpenApiDocument';

/** `/docs`: the OpenAPI document as JSON (`/docs/openapi.json`) and a browsable page over it. */
export function openApiRoutes(): Router {
  const document = buildOpenApiDocument();
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.use('/', swaggerUi.serve, swaggerUi.setup(document, { customSiteTitle: 'KitchenSync api' }));
  return router;
}
